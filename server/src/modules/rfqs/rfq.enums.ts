import { registerEnumType } from "type-graphql";
import { CURRENCY_CODES } from "../../core/rules/index.js";

export enum RfqStatus {
  SENT = "SENT",
  ANSWERED = "ANSWERED",
  DECLINED = "DECLINED",
}

registerEnumType(RfqStatus, {
  name: "RfqStatus",
  description:
    "SENT: the operator was asked and has not answered (see `expired`). ANSWERED: it quoted an aircraft and a price. DECLINED: it declined, with a reason.",
});

/** The nine currencies, as a GraphQL enum: USD, EUR, GBP, AED, CNY, NGN, CAD, AUD, JPY. */
export const Currency = Object.fromEntries(CURRENCY_CODES.map((code) => [code, code])) as {
  [K in (typeof CURRENCY_CODES)[number]]: K;
};

registerEnumType(Currency, {
  name: "Currency",
  description: "The nine currencies the site shows prices in, each with a fixed rate per US dollar.",
});

import { registerEnumType } from "type-graphql";
import { CURRENCY_CODES } from "../rules/index.js";

/** The nine currencies, as a GraphQL enum: USD, EUR, GBP, AED, CNY, NGN, CAD, AUD, JPY. */
export const Currency = Object.fromEntries(CURRENCY_CODES.map((code) => [code, code])) as {
  [K in (typeof CURRENCY_CODES)[number]]: K;
};

registerEnumType(Currency, {
  name: "Currency",
  description: "The nine currencies the site shows prices in, each with a fixed rate per US dollar.",
});

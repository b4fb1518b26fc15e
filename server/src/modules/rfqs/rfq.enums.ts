import { registerEnumType } from "type-graphql";

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

// Bookings take payments in them too: the enum is registered once, beside the other shared GraphQL types.
export { Currency } from "../../core/transport/currency.js";

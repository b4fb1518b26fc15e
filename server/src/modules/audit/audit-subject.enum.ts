import { registerEnumType } from "type-graphql";

/** What an audit row is about, in the back office's terms; each covers one or more audited tables. */
export enum AuditSubject {
  PRICING = "PRICING",
  OFFERS = "OFFERS",
  USERS = "USERS",
  PASSENGERS = "PASSENGERS",
}

registerEnumType(AuditSubject, {
  name: "AuditSubject",
  description:
    "PRICING: category figures, programme prices and estimate rules; OFFERS: featured flights; USERS: roles, invitations, disabling, sessions ended; PASSENGERS: every reading of passengers' details (which booking, by whom), their changes, links, erasure and data downloads.",
});

import { registerEnumType } from "type-graphql";

// Values are the names: the database enum affiliate_status spells them the same.
export enum AffiliateApplicationStatus {
  PENDING = "PENDING",
  APPROVED = "APPROVED",
  REJECTED = "REJECTED",
}

registerEnumType(AffiliateApplicationStatus, {
  name: "AffiliateApplicationStatus",
  description:
    "Where an affiliate application stands. Moves are limited to those in affiliates/affiliate-status-moves.ts.",
  valuesConfig: {
    PENDING: { description: "Waiting for staff." },
    APPROVED: {
      description: "An affiliate with a referral code: requests and messages carrying it are attributed to them.",
    },
    REJECTED: {
      description:
        "Declined, or revoked after approval (the code then attributes nothing). Final; the email may apply again.",
    },
  },
});

import { Field, Float, ID, ObjectType, registerEnumType } from "type-graphql";
import { BookingStatus } from "../bookings/index.js";
import {
  AffiliateReferralKind,
  type AffiliateCommission,
  type AffiliateReferral,
  type AffiliateStatement,
} from "./affiliate-statement.js";

registerEnumType(AffiliateReferralKind, {
  name: "AffiliateReferralKind",
  description: "What carried an affiliate's referral code.",
  valuesConfig: {
    REQUEST: { description: "A quote request." },
    MESSAGE: { description: "A contact message." },
  },
});

const usd = (cents: number) => cents / 100;

@ObjectType("AffiliateReferral", {
  description: "A lead an affiliate's code brought, without the client's personal data.",
})
export class AffiliateReferralObject implements AffiliateReferral {
  @Field(() => AffiliateReferralKind)
  kind!: AffiliateReferralKind;

  @Field(() => String, { description: "The request's (QR-…) or message's (CM-…) reference." })
  reference!: string;

  @Field(() => String, { nullable: true, description: 'E.g. "LHR → NCE", legs joined by commas; null for a message.' })
  route!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The first leg's local departure date (YYYY-MM-DD); null for a message.",
  })
  travelDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The request's status (a QuoteRequestStatus name); null for a message.",
  })
  status!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType("AffiliateCommission", { description: "A won booking an affiliate referred and its share of it." })
export class AffiliateCommissionObject {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => String, { description: "The booking's number, e.g. BK-1042." })
  bookingNumber!: string;

  @Field(() => String, { description: "The quote request's reference." })
  reference!: string;

  @Field(() => String)
  route!: string;

  @Field(() => Date)
  departsAt!: Date;

  @Field(() => BookingStatus)
  bookingStatus!: BookingStatus;

  @Field(() => Float, { description: "The booking's price in US dollars." })
  priceUsd!: number;

  @Field(() => Float, {
    description: "The affiliate's share in US dollars: the price at its rate, to the cent; once paid, what was paid.",
  })
  commissionUsd!: number;

  @Field(() => Date, { nullable: true, description: "When staff marked it paid; null while unpaid." })
  paidAt!: Date | null;
}

@ObjectType("AffiliateStatement", { description: "An affiliate's commission on each won booking, and the totals." })
export class AffiliateStatementObject {
  @Field(() => ID, { description: "The affiliate's application." })
  affiliateId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  referralCode!: string;

  @Field(() => Float, { description: "Percent of each won booking's price, e.g. 7.5." })
  commissionRatePercent!: number;

  @Field(() => [AffiliateCommissionObject], { description: "Newest booking first." })
  commissions!: AffiliateCommissionObject[];

  @Field(() => Float, { description: "Every commission, in US dollars." })
  earnedUsd!: number;

  @Field(() => Float, { description: "Commissions marked paid, in US dollars." })
  paidUsd!: number;

  @Field(() => Float, { description: "Commissions not yet paid, in US dollars." })
  unpaidUsd!: number;
}

/** Dollars for the API; the totals are summed in cents first, so they add up exactly. */
export function toStatementObject(statement: AffiliateStatement): AffiliateStatementObject {
  const cents = (which: (row: AffiliateCommission) => boolean) =>
    statement.commissions.filter(which).reduce((total, row) => total + row.commissionUsdCents, 0);
  return {
    affiliateId: statement.affiliateId,
    name: statement.name,
    referralCode: statement.referralCode,
    commissionRatePercent: statement.commissionRateBp / 100,
    commissions: statement.commissions.map(({ priceUsdCents, commissionUsdCents, ...row }) => ({
      ...row,
      priceUsd: usd(priceUsdCents),
      commissionUsd: usd(commissionUsdCents),
    })),
    earnedUsd: usd(cents(() => true)),
    paidUsd: usd(cents((row) => row.paidAt !== null)),
    unpaidUsd: usd(cents((row) => row.paidAt === null)),
  };
}

@ObjectType("AffiliateAccount", { description: "What an approved affiliate sees of its own work." })
export class AffiliateAccountObject {
  @Field(() => String, { description: "Its ?ref= code." })
  referralCode!: string;

  @Field(() => Float)
  commissionRatePercent!: number;

  @Field(() => [AffiliateReferralObject], { description: "Requests and messages carrying its code, newest first." })
  referrals!: AffiliateReferral[];

  @Field(() => AffiliateStatementObject)
  statement!: AffiliateStatementObject;
}

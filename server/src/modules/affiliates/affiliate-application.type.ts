import { Field, Float, ID, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import type { AffiliateApplication } from "./affiliate-application.js";
import { AffiliateApplicationStatus } from "./affiliate.enums.js";

@ObjectType("AffiliateApplication", {
  description: "An application to refer clients for a share of the profit on their bookings.",
})
export class AffiliateApplicationObject implements AffiliateApplication {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  company!: string | null;

  @Field(() => String, { nullable: true })
  website!: string | null;

  @Field(() => String, { description: "Who they reach and how, in their words." })
  audience!: string;

  @Field(() => String, { description: "en, es, ar or zh." })
  locale!: string;

  @Field(() => AffiliateApplicationStatus)
  status!: AffiliateApplicationStatus;

  @Field(() => String, {
    nullable: true,
    description: "Issued on approval: eight symbols without look-alikes, used as the site's ?ref= code.",
  })
  referralCode!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "Percent of each won booking's price the affiliate earns (1 to 30, e.g. 7.5); set on approval.",
  })
  commissionRatePercent!: number | null;

  @Field(() => String, { nullable: true, description: "Why it was rejected, as the applicant was told by email." })
  rejectionReason!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  reviewedAt!: Date | null;

  /** For field resolvers. */
  reviewNoteText!: string | null;
  reviewedByUserId!: string | null;
  leadId!: string;
}

@ObjectType("AffiliateApplicationConnection", { description: "A page of affiliate applications, newest first." })
export class AffiliateApplicationConnection extends Connection("AffiliateApplication", AffiliateApplicationObject) {}

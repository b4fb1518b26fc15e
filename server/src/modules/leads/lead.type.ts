import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import { LeadActivityKind, LeadSource, LeadStatus } from "./lead.enums.js";
import type { LeadScoreFactorKey } from "./lead-scoring.js";
import type { Lead, LeadActivity, LeadStats } from "./lead.js";

@ObjectType("Lead", {
  description: "A prospect in the sales pipeline. Quote requests are matched to the open lead with the same email.",
})
export class LeadObject implements Lead {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => String, { nullable: true })
  company!: string | null;

  @Field(() => String, { description: "Lower case." })
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => LeadSource)
  source!: LeadSource;

  @Field(() => Int, {
    description:
      "0–100: how promising the lead is (programme, trip size and value, company email, completeness, recency).",
  })
  score!: number;

  @Field(() => LeadStatus)
  status!: LeadStatus;

  @Field(() => Int, { description: "Whole US dollars: the estimates of its requests; once WON, the accepted price." })
  estimatedValueUsd!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** Resolved by `assignee`. */
  assigneeUserId!: string | null;

  /** `stale` when it was read with the row (a leadEvents snapshot shared by many subscribers); else the field loads it. */
  knownStale?: boolean;

  /** The customer's messages over all its requests, when read with the row (a leadEvents card); else unknown. */
  knownCustomerMessages?: number;

  /** Resolved by `scoreBreakdown`. */
  scoreParts!: Partial<Record<LeadScoreFactorKey, number>> | null;
}

@ObjectType("LeadActivity", {
  description: "One entry of a lead's timeline: a note or a change, who made it and when.",
})
export class LeadActivityObject implements LeadActivity {
  @Field(() => ID)
  id!: string;

  @Field(() => LeadActivityKind)
  kind!: LeadActivityKind;

  @Field(() => String, { nullable: true, description: "The note, or what happened in words." })
  body!: string | null;

  @Field(() => LeadStatus, { nullable: true, description: "For STATUS_CHANGED: the status before." })
  fromStatus!: LeadStatus | null;

  @Field(() => LeadStatus, { nullable: true, description: "For STATUS_CHANGED: the status after." })
  toStatus!: LeadStatus | null;

  @Field(() => ID, { nullable: true, description: "The quote request the entry is about, if any." })
  quoteRequestId!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  /** Resolved by `actor`. */
  actorUserId!: string | null;
}

@ObjectType("LeadConnection", { description: "A page of leads." })
export class LeadConnection extends Connection("Lead", LeadObject) {}

@ObjectType("LeadStats", { description: "Pipeline figures over the leads created in a range." })
export class LeadStatsObject implements LeadStats {
  @Field(() => Int)
  totalLeads!: number;

  @Field(() => Int, { description: "Leads in NEW (pending contact)." })
  newLeads!: number;

  @Field(() => Int, { description: "Leads in CONTACTED (in progress)." })
  contacted!: number;

  @Field(() => Int, { description: "Leads in QUALIFIED (hot prospects)." })
  qualified!: number;

  @Field(() => Int, { description: "Leads in WON." })
  dealsWon!: number;

  @Field(() => Int, { description: "Leads in LOST." })
  dealsLost!: number;

  @Field(() => Int, { description: "Whole US dollars: the value of the won leads." })
  totalRevenueUsd!: number;

  @Field(() => Int, { description: "Whole US dollars: revenue ÷ deals won; 0 when none was won." })
  averageDealSizeUsd!: number;

  @Field(() => Float, { description: "Won ÷ closed (won + lost), from 0 to 1; 0 when none is closed." })
  conversionRate!: number;
}

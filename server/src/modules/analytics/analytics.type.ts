import { Field, Float, Int, ObjectType } from "type-graphql";
import type {
  Analytics,
  LeadSourceCount,
  LeadStatusCount,
  MonthlyCount,
  MonthlyLeadsBySource,
  MonthlyRevenue,
  RouteCount,
} from "./analytics.js";
import { LeadSource, LeadStatus } from "../leads/index.js";
import {
  AffiliateAttributionObject,
  CategoryBookingsObject,
  FirstContactTimesObject,
} from "./analytics-breakdowns.type.js";

@ObjectType("LeadSourceCount")
export class LeadSourceCountObject implements LeadSourceCount {
  @Field(() => LeadSource)
  source!: LeadSource;

  @Field(() => Int)
  count!: number;
}

@ObjectType("MonthlyLeadsBySource", { description: "Leads created in one calendar month (UTC), per source." })
export class MonthlyLeadsBySourceObject implements MonthlyLeadsBySource {
  @Field(() => String, { description: 'The month, "2030-01".' })
  month!: string;

  @Field(() => [LeadSourceCountObject], {
    description: "Every source in declaration order (zeros included), so months line up in a stacked chart.",
  })
  bySource!: LeadSourceCountObject[];
}

@ObjectType("LeadStatusCount")
export class LeadStatusCountObject implements LeadStatusCount {
  @Field(() => LeadStatus)
  status!: LeadStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType("MonthlyRevenue", { description: "Bookings made in one calendar month (UTC), cancelled ones left out." })
export class MonthlyRevenueObject implements MonthlyRevenue {
  @Field(() => String, { description: 'The month, "2030-01".' })
  month!: string;

  @Field(() => Int)
  bookings!: number;

  @Field(() => Int, { description: "Whole US dollars." })
  revenueUsd!: number;
}

@ObjectType("MonthlyCount", { description: "How many in one calendar month (UTC)." })
export class MonthlyCountObject implements MonthlyCount {
  @Field(() => String, { description: 'The month, "2030-01".' })
  month!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType("RouteCount", { description: "Quote requests whose first leg flies this route." })
export class RouteCountObject implements RouteCount {
  @Field(() => String, { description: "Departure airport code." })
  from!: string;

  @Field(() => String, { description: "Arrival airport code." })
  to!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType("Analytics", {
  description: "The back office's figures over a range: leads created, bookings made and quote requests sent in it.",
})
export class AnalyticsObject implements Analytics {
  @Field(() => Date)
  from!: Date;

  @Field(() => Date)
  to!: Date;

  @Field(() => Int)
  totalLeads!: number;

  @Field(() => [LeadSourceCountObject], { description: "Every source, most leads first (zeros included)." })
  leadsBySource!: LeadSourceCountObject[];

  @Field(() => [LeadStatusCountObject], { description: "Every status in pipeline order (zeros included)." })
  leadsByStatus!: LeadStatusCountObject[];

  @Field(() => Float, { description: "Won ÷ closed (won + lost) among the range's leads, 0–1; 0 when none closed." })
  conversionRate!: number;

  @Field(() => Int, { description: "Bookings made in the range, cancelled ones left out." })
  bookings!: number;

  @Field(() => Int, { description: "Their total price in whole US dollars." })
  revenueUsd!: number;

  @Field(() => Int, { description: "Revenue ÷ bookings in whole US dollars; 0 without bookings." })
  averageDealSizeUsd!: number;

  @Field(() => [MonthlyRevenueObject], { description: "Every month the range touches, oldest first (zeros included)." })
  revenueByMonth!: MonthlyRevenueObject[];

  @Field(() => [MonthlyCountObject], {
    description: "Quote requests per month, every month the range touches, oldest first.",
  })
  quoteRequestsByMonth!: MonthlyCountObject[];

  @Field(() => [RouteCountObject], { description: "The ten most requested routes (first leg), most first." })
  topRoutes!: RouteCountObject[];

  @Field(() => [MonthlyLeadsBySourceObject], {
    description: "Leads per month per source, every month the range touches, oldest first.",
  })
  leadsByMonth!: MonthlyLeadsBySourceObject[];

  @Field(() => [CategoryBookingsObject], {
    description:
      "Every aircraft category in catalogue order (zeros included), then bookings whose quote named none, if any.",
  })
  bookingsByCategory!: CategoryBookingsObject[];

  @Field(() => FirstContactTimesObject, {
    description: "Time from lead creation to the first staff activity, over the range's leads.",
  })
  firstContact!: FirstContactTimesObject;

  @Field(() => [AffiliateAttributionObject], {
    description: "Affiliates whose code brought a lead or a booking in the range, most revenue first, then most leads.",
  })
  affiliates!: AffiliateAttributionObject[];
}

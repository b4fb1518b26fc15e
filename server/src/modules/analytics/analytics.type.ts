import { Field, Float, Int, ObjectType } from "type-graphql";
import { LeadSource, LeadStatus } from "../leads/index.js";
import { AffiliateAttribution, CategoryBookings, FirstContactTimes } from "./analytics-breakdowns.type.js";

@ObjectType("LeadSourceCount")
export class LeadSourceCount {
  @Field(() => LeadSource)
  source!: LeadSource;

  @Field(() => Int)
  count!: number;
}

@ObjectType("MonthlyLeadsBySource", { description: "Leads created in one calendar month (UTC), per source." })
export class MonthlyLeadsBySource {
  @Field(() => String, { description: 'The month, "2030-01".' })
  month!: string;

  @Field(() => [LeadSourceCount], {
    description: "Every source in declaration order (zeros included), so months line up in a stacked chart.",
  })
  bySource!: LeadSourceCount[];
}

@ObjectType("LeadStatusCount")
export class LeadStatusCount {
  @Field(() => LeadStatus)
  status!: LeadStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType("MonthlyRevenue", { description: "Bookings made in one calendar month (UTC), cancelled ones left out." })
export class MonthlyRevenue {
  @Field(() => String, { description: 'The month, "2030-01".' })
  month!: string;

  @Field(() => Int)
  bookings!: number;

  @Field(() => Int, { description: "Whole US dollars." })
  revenueUsd!: number;
}

@ObjectType("MonthlyCount", { description: "How many in one calendar month (UTC)." })
export class MonthlyCount {
  @Field(() => String, { description: 'The month, "2030-01".' })
  month!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType("RouteCount", { description: "Quote requests whose first leg flies this route." })
export class RouteCount {
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
export class Analytics {
  @Field(() => Date)
  from!: Date;

  @Field(() => Date)
  to!: Date;

  @Field(() => Int)
  totalLeads!: number;

  @Field(() => [LeadSourceCount], { description: "Every source, most leads first (zeros included)." })
  leadsBySource!: LeadSourceCount[];

  @Field(() => [LeadStatusCount], { description: "Every status in pipeline order (zeros included)." })
  leadsByStatus!: LeadStatusCount[];

  @Field(() => Float, { description: "Won ÷ closed (won + lost) among the range's leads, 0–1; 0 when none closed." })
  conversionRate!: number;

  @Field(() => Int, { description: "Bookings made in the range, cancelled ones left out." })
  bookings!: number;

  @Field(() => Int, { description: "Their total price in whole US dollars." })
  revenueUsd!: number;

  @Field(() => Int, { description: "Revenue ÷ bookings in whole US dollars; 0 without bookings." })
  averageDealSizeUsd!: number;

  @Field(() => [MonthlyRevenue], { description: "Every month the range touches, oldest first (zeros included)." })
  revenueByMonth!: MonthlyRevenue[];

  @Field(() => [MonthlyCount], {
    description: "Quote requests per month, every month the range touches, oldest first.",
  })
  quoteRequestsByMonth!: MonthlyCount[];

  @Field(() => [RouteCount], { description: "The ten most requested routes (first leg), most first." })
  topRoutes!: RouteCount[];

  @Field(() => [MonthlyLeadsBySource], {
    description: "Leads per month per source, every month the range touches, oldest first.",
  })
  leadsByMonth!: MonthlyLeadsBySource[];

  @Field(() => [CategoryBookings], {
    description:
      "Every aircraft category in catalogue order (zeros included), then bookings whose quote named none, if any.",
  })
  bookingsByCategory!: CategoryBookings[];

  @Field(() => FirstContactTimes, {
    description: "Time from lead creation to the first staff activity, over the range's leads.",
  })
  firstContact!: FirstContactTimes;

  @Field(() => [AffiliateAttribution], {
    description: "Affiliates whose code brought a lead or a booking in the range, most revenue first, then most leads.",
  })
  affiliates!: AffiliateAttribution[];
}

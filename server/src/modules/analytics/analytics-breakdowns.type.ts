import { Field, Float, Int, ObjectType } from "type-graphql";
import type { AffiliateAttribution, CategoryBookings, FirstContactTimes } from "./analytics.js";
import { AircraftCategory } from "../aircraft/index.js";

@ObjectType("CategoryBookings", {
  description: "Bookings made in the range in one aircraft category, cancelled ones left out.",
})
export class CategoryBookingsObject implements CategoryBookings {
  @Field(() => AircraftCategory, {
    nullable: true,
    description: "The accepted quote's category; null when the quote named none.",
  })
  category!: AircraftCategory | null;

  @Field(() => Int)
  bookings!: number;

  @Field(() => Int, { description: "Whole US dollars." })
  revenueUsd!: number;
}

@ObjectType("FirstContactTimes", {
  description: "How soon staff first acted on the range's leads (first timeline entry by a staff member).",
})
export class FirstContactTimesObject implements FirstContactTimes {
  @Field(() => Float, {
    nullable: true,
    description: "Median hours from a lead's creation to its first staff activity; null when no lead has had one.",
  })
  medianHours!: number | null;

  @Field(() => Int, { description: "Leads with at least one staff activity." })
  contacted!: number;

  @Field(() => Int, { description: "Leads no staff member has acted on yet." })
  notContacted!: number;
}

@ObjectType("AffiliateAttribution", { description: "What one affiliate's referral code brought in over the range." })
export class AffiliateAttributionObject implements AffiliateAttribution {
  @Field(() => String)
  referralCode!: string;

  @Field(() => String, { description: "The affiliate's name as they applied." })
  name!: string;

  @Field(() => Int, {
    description: "Leads created in the range with a quote request or contact message carrying this affiliate's code.",
  })
  leads!: number;

  @Field(() => Int, {
    description: "Bookings made in the range on requests carrying the code, cancelled ones left out.",
  })
  bookings!: number;

  @Field(() => Int, { description: "Their total price in whole US dollars." })
  revenueUsd!: number;
}

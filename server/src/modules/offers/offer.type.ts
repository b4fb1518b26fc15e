import { Field, ID, Int, ObjectType } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { FlightOffer } from "./offer.js";

@ObjectType("FlightOffer", {
  description: "A discounted flight featured on the home page, subject to operator confirmation.",
})
export class FlightOfferObject implements FlightOffer {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Where the flight departs, as shown to visitors (e.g. "London Heathrow").' })
  from!: string;

  @Field(() => String, { description: 'Where the flight arrives, as shown to visitors (e.g. "Paris").' })
  to!: string;

  @Field(() => String, { nullable: true, description: "IATA code of the departure airport, when known." })
  fromIata!: string | null;

  @Field(() => String, { nullable: true, description: "IATA code of the arrival airport, when known." })
  toIata!: string | null;

  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => Int, { description: "Discount off the original price in percent: 25 means 25%." })
  discountPercent!: number;

  @Field(() => Int, { description: "Offer price in whole US dollars." })
  priceUsd!: number;

  @Field(() => Int, {
    description: "Price before the discount in whole US dollars: round(priceUsd / (1 - discountPercent/100)).",
  })
  originalPriceUsd!: number;

  @Field(() => Date, { nullable: true, description: "When the offer stops being available; null when open-ended." })
  validUntil!: Date | null;

  @Field(() => Boolean, { description: "Whether the home page shows it." })
  featured!: boolean;

  @Field(() => Int, { description: "Display position among featured offers, smallest first." })
  sortOrder!: number;
}

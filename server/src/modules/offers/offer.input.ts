import { Field, ID, InputType, Int } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { FlightOfferDraft } from "./offer.js";

@InputType("FlightOfferInput", { description: "A featured flight to create (no id) or replace (its id)." })
export class FlightOfferInput implements FlightOfferDraft {
  @Field(() => ID, { nullable: true, description: "The offer to change; omitted to create one." })
  id?: string | null;

  @Field(() => String, { description: "Departure as shown to visitors, 1–120 characters." })
  from!: string;

  @Field(() => String, { description: "Arrival as shown to visitors, 1–120 characters." })
  to!: string;

  @Field(() => String, { nullable: true, description: "Three-letter IATA code of the departure airport." })
  fromIata?: string | null;

  @Field(() => String, { nullable: true, description: "Three-letter IATA code of the arrival airport." })
  toIata?: string | null;

  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => Int, { description: "0 to 95." })
  discountPercent!: number;

  @Field(() => Int, { description: "Offer price in whole US dollars, more than 0." })
  priceUsd!: number;

  @Field(() => Boolean)
  featured!: boolean;

  @Field(() => Int, { description: "Display position, smallest first." })
  sortOrder!: number;

  @Field(() => Date, { nullable: true, description: "When the offer stops being shown; null for open-ended." })
  validUntil?: Date | null;
}

import { Field, InputType, Int } from "type-graphql";
import type { PersonDetailsInput } from "../../core/person-details.js";
import { AircraftCategory } from "../aircraft/index.js";
import { TripLegInput, TripType } from "../pricing/index.js";
import type { NewQuoteRequest } from "./quote-request.js";

@InputType("ContactInput")
export class ContactInput implements PersonDetailsInput {
  @Field(() => String, { description: "1 to 120 characters." })
  name!: string;

  @Field(() => String, {
    description: "Where we answer; a customer who signs up with this address (verified) sees the request.",
  })
  email!: string;

  @Field(() => String, { nullable: true, description: 'With country code, e.g. "+44 20 7946 0000".' })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;
}

@InputType("QuoteRequestInput")
export class QuoteRequestInput implements NewQuoteRequest {
  @Field(() => TripType)
  tripType!: TripType;

  @Field(() => String, {
    nullable: true,
    description: "The language the customer reads (en, es, ar, zh; anything else: en). Quote emails are written in it.",
  })
  locale?: string | null;

  @Field(() => [TripLegInput], {
    description: "One for ONE_WAY, two for ROUND_TRIP (the second back to the start), 2 to 8 for MULTI_CITY.",
  })
  legs!: TripLegInput[];

  @Field(() => Int, { description: "1 to 19." })
  passengers!: number;

  @Field(() => AircraftCategory, { nullable: true, description: "Null: let us suggest one." })
  category?: AircraftCategory | null;

  @Field(() => Boolean, { nullable: true })
  pets?: boolean | null;

  @Field(() => String, { nullable: true, description: "Oversized or special luggage, at most 500 characters." })
  luggage?: string | null;

  @Field(() => String, { nullable: true, description: "Catering wishes, at most 500 characters." })
  catering?: string | null;

  @Field(() => String, { nullable: true, description: "Anything else, at most 2,000 characters." })
  notes?: string | null;

  @Field(() => String, { nullable: true, description: "ON_DEMAND, MEMBERSHIP or CORPORATE." })
  programInterest?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "An affiliate's ?ref= code: letters, digits, - and _, at most 40.",
  })
  referralCode?: string | null;

  @Field(() => ContactInput)
  contact!: ContactInput;
}

import { Field, Float, ObjectType } from "type-graphql";
import type { Airport } from "./airport.js";

@ObjectType("Airport", {
  description: "An airport, from the bundled airport-data-js dataset by Aashish Vivekanand (CC BY 4.0).",
})
export class AirportObject implements Airport {
  @Field(() => String, {
    description: "The code to show and to send back in trip legs: IATA when the airport has one, else ICAO.",
  })
  code!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Three-letter IATA code, e.g. "TEB"; null for many smaller airfields.',
  })
  iata!: string | null;

  @Field(() => String, { nullable: true, description: 'Four-letter ICAO code, e.g. "KTEB".' })
  icao!: string | null;

  @Field(() => String, { description: 'The airport\'s name in English, e.g. "Teterboro Airport".' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "The city the airport serves; null while the dataset has no city for it.",
  })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'The country\'s name in English, e.g. "United States".' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code, e.g. "US".' })
  countryCode!: string | null;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'IANA time zone of the airport, e.g. "America/New_York"; trip legs\' departAt is local time here. Null when unknown.',
  })
  timeZone!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "True when the data shows a runway of at least 4,000 ft; false for heliports and seaplane bases; null when the data does not say.",
  })
  suitsBusinessJets!: boolean | null;
}

import { Field, InputType, Int } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { FleetAircraftDraft } from "./fleet-aircraft.js";

@InputType("FleetAircraftInput", { description: "Every field of an aircraft of a fleet." })
export class FleetAircraftInput implements FleetAircraftDraft {
  @Field(() => String, { description: "The registration (tail number), e.g. N650GX or G-LXJT; any case." })
  registration!: string;

  @Field(() => String, { description: 'Make and model, e.g. "Citation XLS+"; 1–80 characters.' })
  typeName!: string;

  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => Int, { description: "1950 to next year." })
  yearOfManufacture!: number;

  @Field(() => Int, { nullable: true, description: "From the year of manufacture to next year." })
  yearOfRefurbishment?: number | null;

  @Field(() => Int, { description: "Passenger seats, 1 to 30." })
  seats!: number;

  @Field(() => String, { description: "The base airport's IATA or ICAO code." })
  baseAirport!: string;

  @Field(() => Boolean, { nullable: true })
  wifi?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  lavatory?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  petsAllowed?: boolean | null;
}

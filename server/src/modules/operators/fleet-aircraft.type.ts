import { Field, ID, Int, ObjectType } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type {
  FleetAircraft,
  FleetImportReport,
  FleetRowProblem,
  RejectedFleetRow,
  SuitableAircraft,
} from "./fleet-aircraft.js";
import { FleetRowProblemCode } from "./operators.enums.js";

@ObjectType("FleetAircraft", { description: "One aircraft of an operator's fleet, known by its registration." })
export class FleetAircraftObject implements FleetAircraft {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The registration (tail number), upper case: "N650GX", "G-LXJT". Unique.' })
  registration!: string;

  @Field(() => String, { description: 'Make and model, e.g. "Citation XLS+".' })
  typeName!: string;

  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => Int)
  yearOfManufacture!: number;

  @Field(() => Int, { nullable: true })
  yearOfRefurbishment!: number | null;

  @Field(() => Int, { description: "Passenger seats." })
  seats!: number;

  @Field(() => String, { description: "The base airport's IATA code, or its ICAO code when it has no IATA one." })
  baseAirportCode!: string;

  @Field(() => Boolean)
  wifi!: boolean;

  @Field(() => Boolean)
  lavatory!: boolean;

  @Field(() => Boolean)
  petsAllowed!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** For field resolvers. */
  operatorId!: string;
  baseAirportId!: number;
}

@ObjectType("FleetRowProblem", { description: "What is wrong with one cell of a fleet file." })
export class FleetRowProblemObject implements FleetRowProblem {
  @Field(() => String, {
    description:
      "The column: registration, type, category, year_of_manufacture, year_of_refurbishment, seats, base_airport, wifi, lavatory or pets_allowed.",
  })
  field!: string;

  @Field(() => FleetRowProblemCode)
  code!: FleetRowProblemCode;

  @Field(() => String, { description: "The problem in English." })
  message!: string;

  @Field(() => Int, { nullable: true, description: "For OUT_OF_RANGE: the smallest accepted." })
  min?: number | null;

  @Field(() => Int, { nullable: true, description: "For OUT_OF_RANGE: the largest accepted." })
  max?: number | null;
}

@ObjectType("RejectedFleetRow", { description: "A row of a fleet file that was not stored, and why." })
export class RejectedFleetRowObject implements RejectedFleetRow {
  @Field(() => Int, { description: "The row's number in the file, the header being row 1." })
  row!: number;

  @Field(() => String, { nullable: true, description: "The registration as written in the row." })
  registration!: string | null;

  @Field(() => [FleetRowProblemObject], { description: "One problem per faulty cell." })
  problems!: FleetRowProblemObject[];
}

@ObjectType("FleetImportReport", {
  description:
    "What a fleet import did: the accepted rows were stored in one transaction (added, or updated by registration); rejected rows stored nothing.",
})
export class FleetImportReportObject implements FleetImportReport {
  @Field(() => Int, { description: "Aircraft rows read (the header and blank lines not counted)." })
  rows!: number;

  @Field(() => Int)
  created!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int, { description: "Rows that matched an aircraft already stored exactly." })
  unchanged!: number;

  @Field(() => [RejectedFleetRowObject], { description: "In the file's order." })
  rejected!: RejectedFleetRowObject[];

  @Field(() => [String], { description: "Header cells naming no documented column: their cells were not read." })
  ignoredColumns!: string[];

  /** For field resolvers. */
  operatorId!: string;
}

@ObjectType("SuitableAircraft", {
  description: "An aircraft a trip could use, and how far it is based from the trip's airport.",
})
export class SuitableAircraftObject implements SuitableAircraft {
  @Field(() => FleetAircraftObject)
  aircraft!: FleetAircraftObject;

  @Field(() => Int, { description: "Great-circle distance from its base to the airport, in nautical miles." })
  distanceNm!: number;
}

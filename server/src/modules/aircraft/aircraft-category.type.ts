import { Field, Float, Int, ObjectType } from "type-graphql";
import { AircraftCategory } from "./aircraft-category.enum.js";
import type { AircraftCategoryInfo } from "./aircraft-category.js";

@ObjectType("AircraftCategoryInfo", {
  description: "Typical figures of an aircraft category, as the estimate uses them. Staff maintain them in pricing.",
})
export class AircraftCategoryInfoObject implements AircraftCategoryInfo {
  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => String, { description: 'Typical aircraft of the category, e.g. "Phenom 300".' })
  exampleAircraft!: string;

  @Field(() => Int, { description: "Passenger seats: the most passengers the category carries." })
  seats!: number;

  @Field(() => Int, { description: "Typical range in nautical miles." })
  rangeNm!: number;

  @Field(() => Int, { description: "Typical cruise speed in knots." })
  cruiseKt!: number;

  @Field(() => Int, { description: "Typical hourly rate in whole US dollars." })
  hourlyRateUsd!: number;

  @Field(() => Float, { description: "Each flying day is billed at least this many hours, e.g. 1.5." })
  dailyMinimumHours!: number;
}

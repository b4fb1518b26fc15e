import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { CategoryEstimate, CharterEstimate, LegEstimate } from "./estimate.js";

/** estimate.ts's ExclusionReason, as the schema names it. */
export enum EstimateExclusion {
  TOO_FEW_SEATS = "TOO_FEW_SEATS",
}

registerEnumType(EstimateExclusion, {
  name: "EstimateExclusion",
  description: "Why a category cannot fly the trip as asked.",
  valuesConfig: { TOO_FEW_SEATS: { description: "The category has fewer seats than there are passengers." } },
});

@ObjectType("EstimateLeg", { description: "One leg of the trip as one category would fly it." })
export class EstimateLegObject implements LegEstimate {
  @Field(() => String, { description: "Departure airport code (IATA when it has one, else ICAO)." })
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => Int, { description: "Great-circle distance in nautical miles." })
  distanceNm!: number;

  @Field(() => Int, { description: "Estimated block time in minutes: routed distance ÷ cruise speed + taxi." })
  flightMinutes!: number;

  @Field(() => Boolean, {
    description:
      "The routed distance exceeds the share of the category's range a jet flies without refuelling (85% by default).",
  })
  fuelStop!: boolean;
}

@ObjectType("CategoryEstimate", { description: "An indicative price range for one aircraft category. Not a quote." })
export class CategoryEstimateObject implements CategoryEstimate {
  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => Int, {
    nullable: true,
    description: "Low end of the range in whole US dollars; null when the category is excluded.",
  })
  lowUsd!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "High end of the range in whole US dollars; null when the category is excluded.",
  })
  highUsd!: number | null;

  @Field(() => Int, { description: "Estimated flight minutes of all legs together." })
  flightMinutes!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Hours billed: each flying day at least the category's daily minimum. Null when excluded.",
  })
  billableHours!: number | null;

  @Field(() => Boolean, { description: "At least one leg needs a fuel stop in this category." })
  fuelStop!: boolean;

  @Field(() => [EstimateLegObject])
  legs!: EstimateLegObject[];

  @Field(() => EstimateExclusion, {
    nullable: true,
    description: "Set when this category cannot fly the trip; then there is no price.",
  })
  excludedReason!: EstimateExclusion | null;
}

@ObjectType("CharterEstimate", {
  description: "Indicative price ranges per aircraft category for a trip. Never a quote: operators quote the price.",
})
export class CharterEstimateObject implements CharterEstimate {
  @Field(() => [CategoryEstimateObject], {
    description: "One option per category, smallest first (or only the category asked for).",
  })
  options!: CategoryEstimateObject[];

  @Field(() => String, {
    description: 'Currency of the amounts: always "USD"; other currencies are converted for display.',
  })
  currency!: string;

  @Field(() => String, { description: "What the estimate includes and excludes; show it with the figures." })
  disclaimer!: string;
}

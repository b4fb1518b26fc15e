import { Field, Float, InputType, Int } from "type-graphql";
import { AircraftCategory, type CategoryFiguresChange } from "../aircraft/index.js";
import { ProgramCode, type ProgramPriceChange } from "../programs/index.js";
import type { CancellationTier, PricingChanges } from "./pricing-settings.js";

@InputType("AircraftCategoryInput", { description: "New figures for one category; omitted fields stay as they are." })
export class AircraftCategoryInput implements CategoryFiguresChange {
  @Field(() => AircraftCategory)
  category!: AircraftCategory;

  @Field(() => String, { nullable: true, description: "1 to 120 characters." })
  exampleAircraft?: string;

  @Field(() => Int, { nullable: true, description: "1 to 19." })
  seats?: number;

  @Field(() => Int, { nullable: true, description: "Nautical miles, 100 to 10,000." })
  rangeNm?: number;

  @Field(() => Int, { nullable: true, description: "Knots, 100 to 700." })
  cruiseKt?: number;

  @Field(() => Int, { nullable: true, description: "Whole US dollars, 100 to 100,000." })
  hourlyRateUsd?: number;

  @Field(() => Float, { nullable: true, description: "Hours in quarter hours, 0 to 10 (e.g. 1.5)." })
  dailyMinimumHours?: number;
}

@InputType("ProgramPriceInput", { description: "A programme's from-price and badge; omitted fields stay as they are." })
export class ProgramPriceInput implements ProgramPriceChange {
  @Field(() => ProgramCode)
  code!: ProgramCode;

  @Field(() => Int, {
    nullable: true,
    description:
      "Whole US dollars per the programme's price unit, 1 to 10,000,000; null removes the figure. Corporate (custom) takes none.",
  })
  fromPriceUsd?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "True gives this programme the Most Popular badge and takes it from any other.",
  })
  mostPopular?: boolean;
}

@InputType("CancellationTierInput", { description: "One tier of the cancellation schedule." })
export class CancellationTierInput implements CancellationTier {
  @Field(() => Int, { description: "0 to 365: whole days before the first departure, at least." })
  daysBefore!: number;

  @Field(() => Int, { description: "0 to 100: percent of the price forfeited." })
  percent!: number;
}

@InputType("PricingInput", { description: "Changes to the pricing settings; anything omitted stays as it is." })
export class PricingInput implements PricingChanges {
  @Field(() => [AircraftCategoryInput], { nullable: true })
  categories?: AircraftCategoryInput[];

  @Field(() => [ProgramPriceInput], { nullable: true })
  programs?: ProgramPriceInput[];

  @Field(() => Int, { nullable: true, description: "100 to 150." })
  routingFactorPercent?: number;

  @Field(() => Int, { nullable: true, description: "0 to 60." })
  taxiMinutes?: number;

  @Field(() => Int, { nullable: true, description: "0 to 50." })
  rangePercent?: number;

  @Field(() => Int, { nullable: true, description: "50 to 100." })
  fuelStopRangePercent?: number;

  @Field(() => Int, { nullable: true, description: "1 to 90: days without activity before an open lead is stale." })
  staleLeadDays?: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "0 to 100: the margin, in percent of the operator's price, a quote from an operator's answer starts with.",
  })
  marginDefaultPercent?: number;

  @Field(() => Int, {
    nullable: true,
    description: "0 to 100,000: the least margin in whole US dollars a quote from an operator's answer may carry.",
  })
  marginMinimumUsd?: number;

  @Field(() => Int, { nullable: true, description: "0 to 100: the deposit in percent of the price." })
  depositPercent?: number;

  @Field(() => Int, { nullable: true, description: "0 to 60: days after booking the deposit is due." })
  depositDueDays?: number;

  @Field(() => Int, { nullable: true, description: "0 to 180: days before the first departure the balance is due." })
  balanceDueDays?: number;

  @Field(() => Int, { nullable: true, description: '0 to 30: days before a due date the "payment due" email goes.' })
  paymentReminderDays?: number;

  @Field(() => [CancellationTierInput], {
    nullable: true,
    description:
      "1 to 6 tiers with distinct days, one of them 0; a shorter notice never forfeits less. Replaces the whole schedule.",
  })
  cancellationSchedule?: CancellationTierInput[];
}

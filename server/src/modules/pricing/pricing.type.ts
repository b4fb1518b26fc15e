import { Field, Int, ObjectType } from "type-graphql";
import { AircraftCategoryInfoObject } from "../aircraft/index.js";
import { ProgramObject } from "../programs/index.js";
import type { CancellationTier, PricingSettings } from "./pricing-settings.js";

@ObjectType("PricingLimit", { description: "The lowest and highest value updatePricing accepts for one figure." })
export class PricingLimit {
  @Field(() => String, {
    description:
      'The figure as PricingInput names it: "seats" holds for every category\'s seats, "fromPriceUsd" for every programme\'s.',
  })
  field!: string;

  @Field(() => Int)
  min!: number;

  @Field(() => Int)
  max!: number;
}

@ObjectType("CancellationTier", {
  description: "Cancelling with at least `daysBefore` days to the first departure forfeits `percent` of the price.",
})
export class CancellationTierObject implements CancellationTier {
  @Field(() => Int, { description: "Whole days before the first departure, at least." })
  daysBefore!: number;

  @Field(() => Int, { description: "Percent of the price forfeited." })
  percent!: number;
}

@ObjectType("PricingSettings", {
  description:
    "Everything staff can tune about prices: category figures, programme from-prices and the estimate's rules.",
})
export class PricingSettingsObject implements PricingSettings {
  @Field(() => [AircraftCategoryInfoObject])
  categories!: AircraftCategoryInfoObject[];

  @Field(() => [ProgramObject])
  programs!: ProgramObject[];

  @Field(() => Int, {
    description: "Great-circle distance × this ÷ 100 is the distance flown: 107 means airways run 7% longer.",
  })
  routingFactorPercent!: number;

  @Field(() => Int, { description: "Minutes added to every leg for taxiing." })
  taxiMinutes!: number;

  @Field(() => Int, { description: "The estimate shows price −this% to +this%." })
  rangePercent!: number;

  @Field(() => Int, {
    description:
      "A leg whose distance flown exceeds this share of the category's range is flagged as needing a fuel stop.",
  })
  fuelStopRangePercent!: number;

  @Field(() => Int, {
    description:
      "An open lead (NEW, CONTACTED, QUALIFIED) with no activity for this many days is flagged stale on the sales board.",
  })
  staleLeadDays!: number;

  @Field(() => Int, {
    description:
      "The margin, in percent of the operator's price in US dollars, that a quote made from an operator's answer starts with.",
  })
  marginDefaultPercent!: number;

  @Field(() => Int, {
    description:
      "The least margin, in whole US dollars, a quote made from an operator's answer may carry; sendRfqQuotes refuses less.",
  })
  marginMinimumUsd!: number;

  @Field(() => Int, { description: "The deposit, in percent of the price, asked when a booking is made." })
  depositPercent!: number;

  @Field(() => Int, { description: "The deposit is due this many days after the booking is made." })
  depositDueDays!: number;

  @Field(() => Int, { description: "The balance is due this many days before the first departure." })
  balanceDueDays!: number;

  @Field(() => Int, { description: 'The "payment due" email goes this many days before a due date.' })
  paymentReminderDays!: number;

  @Field(() => [CancellationTierObject], {
    description: "What a cancellation forfeits, by notice: the longest notice first; the last tier starts at 0 days.",
  })
  cancellationSchedule!: CancellationTierObject[];

  @Field(() => Date, { description: "When any of these figures last changed." })
  updatedAt!: Date;
}

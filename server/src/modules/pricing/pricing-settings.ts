import type { AircraftCategoryInfo, CategoryFiguresChange } from "../aircraft/index.js";
import type { Program, ProgramPriceChange } from "../programs/index.js";

/** Everything staff can tune about prices: category figures, programme from-prices and the estimate's rules. */
export interface PricingSettings {
  categories: AircraftCategoryInfo[];
  programs: Program[];
  /** Great-circle distance × this ÷ 100 is the distance flown. */
  routingFactorPercent: number;
  /** Added to every leg for taxiing. */
  taxiMinutes: number;
  /** The estimate shows price −this% to +this%. */
  rangePercent: number;
  /** A leg longer than this share of the category's range needs a fuel stop. */
  fuelStopRangePercent: number;
  /** Days without activity before an open lead is stale. */
  staleLeadDays: number;
  /** The margin, in percent of the operator's price, a quote from an operator's answer starts with. */
  marginDefaultPercent: number;
  /** The least margin, in whole US dollars, a quote from an operator's answer may carry. */
  marginMinimumUsd: number;
  /** The deposit and balance's rules, and what a cancellation forfeits. */
  depositPercent: number;
  depositDueDays: number;
  balanceDueDays: number;
  paymentReminderDays: number;
  cancellationSchedule: CancellationTier[];
  /** When any of these figures last changed. */
  updatedAt: Date;
}

/** Changes to the pricing settings as an admin sends them; anything omitted stays as it is. */
export interface PricingChanges {
  categories?: CategoryFiguresChange[];
  programs?: ProgramPriceChange[];
  routingFactorPercent?: number;
  taxiMinutes?: number;
  rangePercent?: number;
  fuelStopRangePercent?: number;
  staleLeadDays?: number;
  marginDefaultPercent?: number;
  marginMinimumUsd?: number;
  depositPercent?: number;
  depositDueDays?: number;
  balanceDueDays?: number;
  paymentReminderDays?: number;
  cancellationSchedule?: CancellationTier[];
}

/** The margin rules for quotes made from operators' answers. */
export interface MarginRules {
  marginDefaultPercent: number;
  marginMinimumUsd: number;
}

/** Cancelling with at least `daysBefore` days to the first departure forfeits `percent` of the price. */
export interface CancellationTier {
  daysBefore: number;
  percent: number;
}

/** What a booking's schedule and reminders are made from, and the cancellation schedule the customer agrees to. */
export interface PaymentRules {
  depositPercent: number;
  depositDueDays: number;
  balanceDueDays: number;
  paymentReminderDays: number;
  cancellationSchedule: CancellationTier[];
}

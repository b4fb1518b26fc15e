import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import type { CancellationTier } from "./pricing-settings.js";

/** The single row of estimate rules (routing factor, taxi time, shown range, fuel-stop threshold). */
@Entity({ name: "pricing_setting" })
export class PricingSettingEntity {
  @PrimaryColumn({ type: "boolean", default: true })
  id!: boolean;

  @Column({ name: "routing_factor_percent", type: "smallint" })
  routingFactorPercent!: number;

  @Column({ name: "taxi_minutes", type: "smallint" })
  taxiMinutes!: number;

  @Column({ name: "range_percent", type: "smallint" })
  rangePercent!: number;

  @Column({ name: "fuel_stop_range_percent", type: "smallint" })
  fuelStopRangePercent!: number;

  /** Days without activity after which an open lead is flagged stale (Lead.stale). */
  @Column({ name: "stale_lead_days", type: "smallint" })
  staleLeadDays!: number;

  /** The margin a quote made from an operator's answer gets unless staff choose another. */
  @Column({ name: "margin_default_percent", type: "smallint" })
  marginDefaultPercent!: number;

  /** The least margin, in whole US dollars, a quote made from an operator's answer may carry. */
  @Column({ name: "margin_minimum_usd", type: "integer" })
  marginMinimumUsd!: number;

  /** The deposit, in percent of the price, due `depositDueDays` after booking. */
  @Column({ name: "deposit_percent", type: "smallint" })
  depositPercent!: number;

  @Column({ name: "deposit_due_days", type: "smallint" })
  depositDueDays!: number;

  /** The balance is due this many days before the first departure. */
  @Column({ name: "balance_due_days", type: "smallint" })
  balanceDueDays!: number;

  /** The "payment due" email goes this many days before a due date. */
  @Column({ name: "payment_reminder_days", type: "smallint" })
  paymentReminderDays!: number;

  /** What a cancellation forfeits, by days before departure, the longest notice first. */
  @Column({ name: "cancellation_schedule", type: "jsonb" })
  cancellationSchedule!: CancellationTier[];

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

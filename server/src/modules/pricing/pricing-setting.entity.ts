import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

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

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

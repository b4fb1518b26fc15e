import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { AircraftCategory } from "./aircraft-category.enum.js";

/** The figures of one aircraft category that the estimate and the fleet pages use; staff edit them. */
@Entity({ name: "aircraft_category_setting" })
export class AircraftCategorySettingEntity {
  @PrimaryColumn({ type: "enum", enum: AircraftCategory, enumName: "aircraft_category" })
  category!: AircraftCategory;

  @Column({ name: "example_aircraft", type: "text" })
  exampleAircraft!: string;

  @Column({ type: "smallint" })
  seats!: number;

  @Column({ name: "range_nm", type: "integer" })
  rangeNm!: number;

  @Column({ name: "cruise_kt", type: "integer" })
  cruiseKt!: number;

  @Column({ name: "hourly_rate_usd_cents", type: "integer" })
  hourlyRateUsdCents!: number;

  /** Each flying day is billed at least this long. */
  @Column({ name: "daily_minimum_minutes", type: "smallint" })
  dailyMinimumMinutes!: number;

  @Column({ name: "sort_order", type: "smallint" })
  sortOrder!: number;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

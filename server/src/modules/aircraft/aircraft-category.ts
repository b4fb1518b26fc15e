import type { AircraftCategory } from "./aircraft-category.enum.js";

/** Typical figures of an aircraft category, as the estimate uses them and staff maintain them. */
export interface AircraftCategoryInfo {
  category: AircraftCategory;
  /** A typical aircraft of the category, e.g. "Phenom 300". */
  exampleAircraft: string;
  /** The most passengers the category carries. */
  seats: number;
  rangeNm: number;
  cruiseKt: number;
  /** Whole US dollars. */
  hourlyRateUsd: number;
  /** Each flying day is billed at least this long, e.g. 1.5. */
  dailyMinimumHours: number;
}

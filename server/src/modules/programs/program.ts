import type { ProgramCode, ProgramPriceUnit } from "./program.enums.js";

/** One benefit of a programme. */
export interface ProgramFeature {
  /** Stable key for translations, e.g. "guaranteed-availability". */
  key: string;
  /** English label. */
  label: string;
}

/** A charter programme: On-Demand, Membership or Corporate. */
export interface Program {
  code: ProgramCode;
  name: string;
  /** One English sentence that sums the programme up. */
  summary: string;
  features: ProgramFeature[];
  priceUnit: ProgramPriceUnit;
  /** Starting price in whole US dollars per priceUnit, set by staff; null shows no price. */
  fromPriceUsd: number | null;
  /** Carries the Most Popular badge (at most one programme does). */
  mostPopular: boolean;
}

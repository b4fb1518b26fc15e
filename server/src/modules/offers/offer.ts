import type { AircraftCategory } from "../aircraft/index.js";

/** A discounted flight featured on the home page, subject to operator confirmation. */
export interface FlightOffer {
  id: string;
  /** Where it departs, as shown to visitors (e.g. "London Heathrow"). */
  from: string;
  to: string;
  fromIata: string | null;
  toIata: string | null;
  category: AircraftCategory;
  /** 25 means 25% off the original price. */
  discountPercent: number;
  /** Whole US dollars. */
  priceUsd: number;
  /** The price before the discount, in whole US dollars. */
  originalPriceUsd: number;
  /** null: open-ended. */
  validUntil: Date | null;
  /** Whether the home page shows it. */
  featured: boolean;
  /** Display position among featured offers, smallest first. */
  sortOrder: number;
}

/** A featured flight as an admin sends it: to create (no id) or to replace (its id). */
export interface FlightOfferDraft {
  id?: string | null;
  from: string;
  to: string;
  fromIata?: string | null;
  toIata?: string | null;
  category: AircraftCategory;
  discountPercent: number;
  priceUsd: number;
  featured: boolean;
  sortOrder: number;
  validUntil?: Date | null;
}

import type { EntityManager } from "typeorm";
import { AircraftCategory } from "../../modules/aircraft/aircraft-category.enum.js";

// The six featured flights of the product spec (§2), prices in whole USD.
export const FEATURED_OFFERS = [
  {
    from: "London Heathrow",
    fromIata: "LHR",
    to: "Paris",
    toIata: "LBG",
    discountPercent: 25,
    priceUsd: 4_500,
    category: AircraftCategory.LIGHT,
  },
  {
    from: "Lagos",
    fromIata: "LOS",
    to: "London",
    toIata: "LTN",
    discountPercent: 20,
    priceUsd: 18_000,
    category: AircraftCategory.MIDSIZE,
  },
  {
    from: "New York",
    fromIata: "TEB",
    to: "Beijing",
    toIata: "PEK",
    discountPercent: 30,
    priceUsd: 65_000,
    category: AircraftCategory.ULTRA,
  },
  {
    from: "Dubai",
    fromIata: "DWC",
    to: "Singapore",
    toIata: "XSP",
    discountPercent: 15,
    priceUsd: 42_000,
    category: AircraftCategory.LARGE,
  },
  {
    from: "Los Angeles",
    fromIata: "VNY",
    to: "Tokyo",
    toIata: "HND",
    discountPercent: 20,
    priceUsd: 55_000,
    category: AircraftCategory.ULTRA,
  },
  {
    from: "Miami",
    fromIata: "OPF",
    to: "Sao Paulo",
    toIata: "CGH",
    discountPercent: 25,
    priceUsd: 28_000,
    category: AircraftCategory.MIDSIZE,
  },
] as const;

export async function seedFeaturedOffers(tx: EntityManager): Promise<number> {
  let inserted = 0;
  for (const [index, offer] of FEATURED_OFFERS.entries()) {
    const result = await tx.query(
      `INSERT INTO flight_offer (from_place, from_iata, to_place, to_iata, category, discount_percent, price_usd_cents, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (from_place, to_place, category) DO NOTHING
       RETURNING id`,
      [
        offer.from,
        offer.fromIata,
        offer.to,
        offer.toIata,
        offer.category,
        offer.discountPercent,
        offer.priceUsd * 100,
        index,
      ],
    );
    inserted += (result as unknown[]).length;
  }
  return inserted;
}

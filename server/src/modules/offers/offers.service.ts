import type { DataSource } from "typeorm";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { FlightOfferEntity } from "./offer.entity.js";
import type { FlightOffer } from "./offer.js";

/** round(price / (1 − discount)), in whole dollars: the struck-through price the home page shows. */
export function originalPriceUsd(priceUsd: number, discountPercent: number): number {
  if (discountPercent <= 0) return priceUsd;
  return Math.round((priceUsd * 100) / (100 - discountPercent));
}

export function toFlightOffer(row: FlightOfferEntity): FlightOffer {
  const priceUsd = Math.round(row.priceUsdCents / 100);
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    fromIata: row.fromIata,
    toIata: row.toIata,
    category: row.category,
    discountPercent: row.discountPercent,
    priceUsd,
    originalPriceUsd: originalPriceUsd(priceUsd, row.discountPercent),
    validUntil: row.validUntil,
    featured: row.featured,
    sortOrder: row.sortOrder,
  };
}

export class OffersService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** Featured offers that have not expired, in the order staff arranged them. */
  async featured(now = new Date()): Promise<FlightOffer[]> {
    // The cached list may hold offers that expired since it was loaded: expiry is checked on every read.
    const live = await this.catalogue.get("featuredOffers", () => this.load(new Date()));
    return live.filter((offer) => offer.validUntil === null || offer.validUntil > now);
  }

  /** When the next featured offer expires (what a page showing them is good until), or null. */
  async nextExpiry(now = new Date()): Promise<Date | null> {
    const ends = (await this.featured(now)).flatMap((offer) => (offer.validUntil ? [offer.validUntil.getTime()] : []));
    return ends.length ? new Date(Math.min(...ends)) : null;
  }

  private async load(now: Date): Promise<FlightOffer[]> {
    const rows = await this.db
      .getRepository(FlightOfferEntity)
      .createQueryBuilder("offer")
      .where("offer.featured = true")
      .andWhere("(offer.validUntil IS NULL OR offer.validUntil > :now)", { now })
      .orderBy("offer.sortOrder", "ASC")
      .addOrderBy("offer.createdAt", "ASC")
      .getMany();
    return rows.map(toFlightOffer);
  }
}

import type { AircraftCategory } from "../../graphql/generated";

interface OfferRoute {
  from: string;
  to: string;
  fromIata?: string | null;
  toIata?: string | null;
  category: AircraftCategory;
}

/**
 * Link into the booking page with the route pre-filled (spec §2: from, to, category). The airport
 * code goes when the offer has one: a place name like "Paris" could match another airport.
 */
export function bookingLink(offer: OfferRoute): string {
  const query = new URLSearchParams({
    from: offer.fromIata || offer.from,
    to: offer.toIata || offer.to,
    category: offer.category.toLowerCase(),
  });
  return `/booking?${query.toString()}`;
}

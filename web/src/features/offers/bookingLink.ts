import type { AircraftCategory } from "../../graphql/generated";

/** Link into the booking page with the route pre-filled (spec §2: from, to, category). */
export function bookingLink(offer: { from: string; to: string; category: AircraftCategory }): string {
  const query = new URLSearchParams({ from: offer.from, to: offer.to, category: offer.category.toLowerCase() });
  return `/booking?${query.toString()}`;
}

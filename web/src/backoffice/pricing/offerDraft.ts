import { blankToNull } from "../../ui/components/form/fieldErrors";
import type { AdminFlightOfferFieldsFragment, AircraftCategory, FlightOfferInput } from "../../graphql/generated";
import { dateTimeInputValue } from "../../lib/dateTimeInput";

// The offer form edits text; these turn an offer into it and back into upsertFlightOffer's input.

export interface OfferDraft {
  id: string | null;
  from: string;
  to: string;
  fromIata: string;
  toIata: string;
  category: AircraftCategory;
  discountPercent: string;
  priceUsd: string;
  featured: boolean;
  sortOrder: string;
  /** datetime-local text in the admin's own time zone; empty for open-ended. */
  validUntil: string;
}

export const emptyOffer: OfferDraft = {
  id: null,
  from: "",
  to: "",
  fromIata: "",
  toIata: "",
  category: "LIGHT",
  discountPercent: "0",
  priceUsd: "",
  featured: true,
  sortOrder: "0",
  validUntil: "",
};

export function toOfferDraft(offer: AdminFlightOfferFieldsFragment): OfferDraft {
  return {
    id: offer.id,
    from: offer.from,
    to: offer.to,
    fromIata: offer.fromIata ?? "",
    toIata: offer.toIata ?? "",
    category: offer.category,
    discountPercent: String(offer.discountPercent),
    priceUsd: String(offer.priceUsd),
    featured: offer.featured,
    sortOrder: String(offer.sortOrder),
    validUntil: offer.validUntil ? dateTimeInputValue(new Date(offer.validUntil)) : "",
  };
}

/** Whole numbers only: GraphQL refuses a fraction for an Int without naming the field, so it is caught here. */
const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : null);

/** The input, or the names of the fields the browser can already tell are wrong. */
export function toOfferInput(draft: OfferDraft): { input: FlightOfferInput } | { bad: string[] } {
  const discountPercent = whole(draft.discountPercent);
  const priceUsd = whole(draft.priceUsd);
  const sortOrder = whole(draft.sortOrder);
  const bad = [
    discountPercent === null && "input.discountPercent",
    priceUsd === null && "input.priceUsd",
    sortOrder === null && "input.sortOrder",
  ].filter((f): f is string => Boolean(f));
  if (bad.length) return { bad };
  return {
    input: {
      id: draft.id,
      from: draft.from,
      to: draft.to,
      fromIata: blankToNull(draft.fromIata),
      toIata: blankToNull(draft.toIata),
      category: draft.category,
      discountPercent: discountPercent!,
      priceUsd: priceUsd!,
      featured: draft.featured,
      sortOrder: sortOrder!,
      validUntil: draft.validUntil ? new Date(draft.validUntil).toISOString() : null,
    },
  };
}

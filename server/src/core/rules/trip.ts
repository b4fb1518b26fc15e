// The trip a visitor may ask for: the API's estimate and quote request refuse anything else, and the
// booking form checks the same before sending.

/** The most passengers one request may carry: the largest cabin the site offers. */
export const MAX_PASSENGERS = 19;

export const isPassengerCount = (passengers: number) =>
  Number.isInteger(passengers) && passengers >= 1 && passengers <= MAX_PASSENGERS;

/** A multi-leg trip has at most this many legs. */
export const MAX_LEGS = 8;

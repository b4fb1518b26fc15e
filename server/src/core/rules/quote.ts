// The bounds of a quote a broker sends (sendQuote): the API refuses anything outside them and the
// lead page's quote form checks the same before sending.

export const QUOTE_PRICE_MIN_USD = 1;
export const QUOTE_PRICE_MAX_USD = 10_000_000;
/** How long a quote may be held open: brokers hold aircraft for days or weeks, never past a year. */
export const QUOTE_VALID_MAX_DAYS = 365;
/** The aircraft and operator names. */
export const QUOTE_NAME_MAX = 120;
export const QUOTE_TEXT_MAX = { terms: 4_000, note: 2_000, staffNote: 2_000 } as const;

export const isQuotePrice = (usd: number) =>
  Number.isInteger(usd) && usd >= QUOTE_PRICE_MIN_USD && usd <= QUOTE_PRICE_MAX_USD;

export const isQuoteName = (name: string) => name.trim().length >= 1 && name.trim().length <= QUOTE_NAME_MAX;

/** Why a quote's expiry is refused ("past" or "tooFar"), or null when it is fine. */
export function quoteValidUntilProblem(untilMs: number, nowMs: number): "past" | "tooFar" | null {
  if (Number.isNaN(untilMs) || untilMs <= nowMs) return "past";
  return untilMs > nowMs + QUOTE_VALID_MAX_DAYS * 86_400_000 ? "tooFar" : null;
}

/**
 * A quote made from an operator's answer: the customer's price is the operator's price in US cents
 * (at the fixed rates) plus the broker's margin — a percentage of it, or a fixed amount in whole
 * dollars — rounded to whole dollars. The lead page's preview and the server use this one sum.
 */
export function withMargin(
  operatorUsdCents: number,
  margin: { percent: number } | { usd: number },
): { marginUsdCents: number; priceUsd: number } {
  const marginUsdCents =
    "percent" in margin ? Math.round((operatorUsdCents * margin.percent) / 100) : Math.round(margin.usd * 100);
  return { marginUsdCents, priceUsd: Math.round((operatorUsdCents + marginUsdCents) / 100) };
}

// The nine currencies the site speaks and their fixed rates per 1 US dollar (never re-priced from a
// feed). The web's prices are shown with them, and operators' answers in any of them are compared
// in US dollars with the same figures.

export const CURRENCY_RATES = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  AED: 3.67,
  CNY: 7.24,
  NGN: 1580,
  CAD: 1.39,
  AUD: 1.54,
  JPY: 149.5,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_RATES;

export const CURRENCY_CODES = Object.keys(CURRENCY_RATES) as CurrencyCode[];

export const isCurrency = (code: unknown): code is CurrencyCode =>
  typeof code === "string" && Object.hasOwn(CURRENCY_RATES, code);

/** US cents, rounded, for a whole-unit amount of a currency at the fixed rate. */
export const usdCentsOf = (amount: number, currency: CurrencyCode): number =>
  Math.round((amount / CURRENCY_RATES[currency]) * 100);

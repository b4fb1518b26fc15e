// Fixed display rates per 1 USD (spec §9): prices are held in USD and never re-priced from a feed.
export const currencies = [
  { code: "USD", rate: 1, symbol: "$" },
  { code: "EUR", rate: 0.92, symbol: "€" },
  { code: "GBP", rate: 0.79, symbol: "£" },
  { code: "AED", rate: 3.67, symbol: "د.إ" },
  { code: "CNY", rate: 7.24, symbol: "¥" },
  { code: "NGN", rate: 1580, symbol: "₦" },
  { code: "CAD", rate: 1.39, symbol: "C$" },
  { code: "AUD", rate: 1.54, symbol: "A$" },
  { code: "JPY", rate: 149.5, symbol: "¥" },
] as const;

export type Currency = (typeof currencies)[number];
export type CurrencyCode = Currency["code"];

export const defaultCurrencyCode: CurrencyCode = "USD";
export const currencyStorageKey = "skycharter.currency";

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return currencies.some((c) => c.code === value);
}

export function currencyByCode(code: CurrencyCode): Currency {
  const found = currencies.find((c) => c.code === code);
  if (!found) throw new Error(`Unknown currency ${code}`);
  return found;
}

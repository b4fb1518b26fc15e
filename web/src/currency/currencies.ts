// The rates' own file, not the rules' index: this module is in every public page's script, which
// takes in what it imports (web/vite.config.ts, the static-page group).
import { CURRENCY_RATES as rates } from "../../../server/src/core/rules/currencies.js";

// Fixed display rates per 1 USD (spec §9): prices are held in USD and never re-priced from a feed.
// The rates are the server's (core/rules/currencies.ts), which compares operators' prices with them.
export const currencies = [
  { code: "USD", rate: rates.USD, symbol: "$" },
  { code: "EUR", rate: rates.EUR, symbol: "€" },
  { code: "GBP", rate: rates.GBP, symbol: "£" },
  { code: "AED", rate: rates.AED, symbol: "د.إ" },
  { code: "CNY", rate: rates.CNY, symbol: "¥" },
  { code: "NGN", rate: rates.NGN, symbol: "₦" },
  { code: "CAD", rate: rates.CAD, symbol: "C$" },
  { code: "AUD", rate: rates.AUD, symbol: "A$" },
  { code: "JPY", rate: rates.JPY, symbol: "¥" },
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

import type { Currency } from "./currencies";

/** Whole units of the display currency for an amount held in USD. */
export function convertFromUsd(usd: number, currency: Currency): number {
  return Math.round(usd * currency.rate);
}

/**
 * Symbol followed by the converted amount, without decimals, grouped in the reader's locale
 * (spec §9). `numberLocale` undefined means the browser's own locale.
 */
export function formatPrice(usd: number, currency: Currency, numberLocale?: string): string {
  const amount = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 }).format(
    convertFromUsd(usd, currency),
  );
  return `${currency.symbol}${amount}`;
}

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
  return `${currency.symbol}${wholeUnits(numberLocale).format(convertFromUsd(usd, currency))}`;
}

// Making a number format is far dearer than using one, and a page of leads formats dozens of prices.
const formats = new Map<string | undefined, Intl.NumberFormat>();

function wholeUnits(numberLocale: string | undefined): Intl.NumberFormat {
  let format = formats.get(numberLocale);
  if (!format) formats.set(numberLocale, (format = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 })));
  return format;
}

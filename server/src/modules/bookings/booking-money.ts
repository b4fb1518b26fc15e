import { CURRENCY_RATES, type CurrencyCode } from "../../core/rules/index.js";
import { PaymentStatus } from "./booking.enums.js";

// A booking's money in its own currency, in hundredths ("minor"). The price is the US price at the
// rate fixed when it was made, rounded to whole units as every price the site shows is.

export const priceMinorOf = (priceUsdCents: number, usdRate: number): number =>
  Math.round((priceUsdCents / 100) * usdRate) * 100;

/** The rate the booking keeps: today's fixed rate of the currency (the site never re-prices from a feed). */
export const rateOf = (currency: CurrencyCode): number => CURRENCY_RATES[currency];

/** The deposit asked: `percent` of the price, in whole units. */
export const depositMinorOf = (priceMinor: number, percent: number): number =>
  Math.round(((priceMinor / 100) * percent) / 100) * 100;

export interface BookingTotals {
  priceMinor: number;
  depositMinor: number;
  paidMinor: number;
  refundedMinor: number;
}

/** What the customer still owes: the price less what was paid and kept. */
export const outstandingMinorOf = (t: BookingTotals): number =>
  Math.max(0, t.priceMinor - (t.paidMinor - t.refundedMinor));

/**
 * The payment status the records make: PAID once the price is covered, REFUNDED once money came
 * back and none is kept, DEPOSIT_PAID once the deposit is covered, else UNPAID.
 */
export function paymentStatusOf(t: BookingTotals): PaymentStatus {
  const kept = t.paidMinor - t.refundedMinor;
  if (kept >= t.priceMinor) return PaymentStatus.PAID;
  if (t.refundedMinor > 0 && kept <= 0) return PaymentStatus.REFUNDED;
  if (t.depositMinor > 0 && kept >= t.depositMinor) return PaymentStatus.DEPOSIT_PAID;
  return PaymentStatus.UNPAID;
}

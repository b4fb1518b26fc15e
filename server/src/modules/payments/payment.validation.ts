import type { FieldProblem } from "../../core/errors.js";
import { PaymentKind } from "./payment.enums.js";
import type { NewPayment } from "./payment.js";

export const PAYMENT_REFERENCE_MAX = 120;
export const PAYMENT_NOTE_MAX = 500;
export const INSTRUCTIONS_MAX = 2000;
/** Larger than any charter in any of the nine currencies, small enough for exact cents. */
const AMOUNT_MAX = 10_000_000_000;

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};

/**
 * Problems with a payment or refund, each naming its field. `keptMinor` and `outstandingMinor` are
 * the booking's: a payment may not pay more than is owed, a refund not give back more than was kept.
 */
export function paymentInputProblems(
  input: NewPayment,
  booking: { keptMinor: number; outstandingMinor: number; currency: string },
  now: Date,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const minor = Math.round(input.amount * 100);
  if (!Number.isFinite(input.amount) || input.amount <= 0 || input.amount > AMOUNT_MAX)
    problems.push({ field: "amount", message: "Must be more than 0." });
  else if (Math.abs(input.amount * 100 - minor) > 1e-6)
    problems.push({ field: "amount", message: "At most two decimals." });
  else if (input.kind === PaymentKind.PAYMENT && minor > booking.outstandingMinor)
    problems.push({
      field: "amount",
      message: `More than the ${(booking.outstandingMinor / 100).toFixed(2)} ${booking.currency} outstanding.`,
    });
  else if (input.kind === PaymentKind.REFUND && minor > booking.keptMinor)
    problems.push({
      field: "amount",
      message: `More than the ${(booking.keptMinor / 100).toFixed(2)} ${booking.currency} paid.`,
    });
  if (!isDay(input.receivedOn)) problems.push({ field: "receivedOn", message: "Must be a date: YYYY-MM-DD." });
  // A day ahead at most: staff east of UTC record today's transfers before UTC's midnight.
  else if (new Date(`${input.receivedOn}T00:00:00Z`).getTime() > now.getTime() + 86_400_000)
    problems.push({ field: "receivedOn", message: "Cannot be in the future." });
  if ((input.reference?.trim().length ?? 0) > PAYMENT_REFERENCE_MAX)
    problems.push({ field: "reference", message: `At most ${PAYMENT_REFERENCE_MAX} characters.` });
  if ((input.note?.trim().length ?? 0) > PAYMENT_NOTE_MAX)
    problems.push({ field: "note", message: `At most ${PAYMENT_NOTE_MAX} characters.` });
  return problems;
}

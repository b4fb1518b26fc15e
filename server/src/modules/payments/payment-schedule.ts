import type { CurrencyCode } from "../../core/rules/index.js";
import type { PaymentRules } from "../pricing/index.js";
import { InstallmentKind, InstallmentState } from "./payment.enums.js";
import type { Installment } from "./payment.js";

const DAY_MS = 86_400_000;

export interface PlannedInstallment {
  kind: InstallmentKind;
  amountMinor: number;
  dueAt: Date;
}

/**
 * A new booking's schedule: the deposit due `depositDueDays` after booking, the balance
 * `balanceDueDays` before the first departure. A booking made later than that owes its balance at
 * once, and the deposit is never due after the balance. A zero part is left out.
 */
export function planSchedule(
  priceMinor: number,
  depositMinor: number,
  bookedAt: Date,
  departsAt: Date,
  rules: Pick<PaymentRules, "depositDueDays" | "balanceDueDays">,
): PlannedInstallment[] {
  const balanceDue = new Date(Math.max(bookedAt.getTime(), departsAt.getTime() - rules.balanceDueDays * DAY_MS));
  const depositDue = new Date(Math.min(bookedAt.getTime() + rules.depositDueDays * DAY_MS, balanceDue.getTime()));
  const planned: PlannedInstallment[] = [
    { kind: InstallmentKind.DEPOSIT, amountMinor: depositMinor, dueAt: depositDue },
    { kind: InstallmentKind.BALANCE, amountMinor: priceMinor - depositMinor, dueAt: balanceDue },
  ];
  return planned.filter((part) => part.amountMinor > 0);
}

export interface StoredInstallment {
  bookingId: string;
  kind: InstallmentKind;
  amountMinor: number;
  dueAt: Date;
}

/** The installments in due order, each covered by what was paid and kept, the earliest first. */
export function coverInstallments(
  rows: StoredInstallment[],
  currency: CurrencyCode,
  keptMinor: number,
  now: Date,
): Installment[] {
  let left = Math.max(0, keptMinor);
  const order = (row: StoredInstallment) => [row.dueAt.getTime(), row.kind === InstallmentKind.DEPOSIT ? 0 : 1];
  return rows
    .toSorted((a, b) => order(a)[0]! - order(b)[0]! || order(a)[1]! - order(b)[1]!)
    .map((row) => {
      const covered = Math.min(row.amountMinor, left);
      left -= covered;
      const outstanding = row.amountMinor - covered;
      const state =
        outstanding === 0
          ? InstallmentState.PAID
          : row.dueAt.getTime() < now.getTime()
            ? InstallmentState.OVERDUE
            : InstallmentState.DUE;
      return {
        bookingId: row.bookingId,
        kind: row.kind,
        currency,
        amount: row.amountMinor / 100,
        dueAt: row.dueAt,
        covered: covered / 100,
        outstanding: outstanding / 100,
        state,
      };
    });
}

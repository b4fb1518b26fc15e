import type { CurrencyCode } from "../../core/rules/index.js";
import type { InstallmentKind, InstallmentState, PaymentKind, PaymentMethod } from "./payment.enums.js";

/** One part of a booking's price, with how much of it what was paid covers (the deposit first). */
export interface Installment {
  bookingId: string;
  kind: InstallmentKind;
  currency: CurrencyCode;
  /** In the booking's currency. */
  amount: number;
  dueAt: Date;
  covered: number;
  outstanding: number;
  state: InstallmentState;
}

/** A payment or refund as staff recorded it. */
export interface PaymentRecord {
  id: string;
  bookingId: string;
  kind: PaymentKind;
  /** In `currency`, the booking's, always positive. */
  amount: number;
  currency: CurrencyCode;
  receivedOn: string;
  method: PaymentMethod;
  reference: string | null;
  noteText: string | null;
  recordedByUserId: string | null;
  createdAt: Date;
}

/** A payment or refund as staff send it. */
export interface NewPayment {
  kind: PaymentKind;
  amount: number;
  receivedOn: string;
  method: PaymentMethod;
  reference?: string | null;
  note?: string | null;
}

/** The bank transfer instructions for one currency; null where none are set. */
export interface PaymentInstruction {
  currency: CurrencyCode;
  instructions: string | null;
  updatedAt: Date | null;
}

export interface PaymentInstructionChange {
  currency: CurrencyCode;
  /** Null or blank removes them. */
  instructions?: string | null;
}

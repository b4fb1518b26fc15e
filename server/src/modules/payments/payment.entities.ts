import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { CurrencyCode } from "../../core/rules/index.js";
import { InstallmentKind, PaymentKind, PaymentMethod } from "./payment.enums.js";

// bigint arrives as a string; amounts in hundredths stay far below 2^53.
const asNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/** One part of a booking's price and when it is due, fixed when the booking is made. */
@Entity({ name: "booking_installment" })
export class InstallmentEntity {
  @PrimaryColumn({ name: "booking_id", type: "uuid" })
  bookingId!: string;

  @PrimaryColumn({ type: "text" })
  kind!: InstallmentKind;

  /** Hundredths of the booking's currency. */
  @Column({ name: "amount_minor", type: "bigint", transformer: asNumber })
  amountMinor!: number;

  @Column({ name: "due_at", type: "timestamptz" })
  dueAt!: Date;

  /** When the "payment due" email was queued; null until then. */
  @Column({ name: "reminded_at", type: "timestamptz", nullable: true })
  remindedAt!: Date | null;
}

/** A payment or refund staff recorded on a booking, in the booking's currency. */
@Entity({ name: "booking_payment" })
export class PaymentEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "booking_id", type: "uuid" })
  bookingId!: string;

  @Column({ type: "text" })
  kind!: PaymentKind;

  /** Hundredths of `currency`, always positive: a refund's kind says which way it went. */
  @Column({ name: "amount_minor", type: "bigint", transformer: asNumber })
  amountMinor!: number;

  @Column({ type: "char", length: 3 })
  currency!: CurrencyCode;

  /** The day the money arrived or left, "2026-12-01". */
  @Column({ name: "received_on", type: "date" })
  receivedOn!: string;

  @Column({ type: "text" })
  method!: PaymentMethod;

  /** The bank's or card's reference, as staff copied it. */
  @Column({ type: "text", nullable: true })
  reference!: string | null;

  /** Staff only. */
  @Column({ type: "text", nullable: true })
  note!: string | null;

  @Column({ name: "recorded_by_user_id", type: "uuid", nullable: true })
  recordedByUserId!: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;
}

/** How to pay by bank transfer in one currency, as staff keep it. */
@Entity({ name: "payment_instruction" })
export class PaymentInstructionEntity {
  @PrimaryColumn({ type: "char", length: 3 })
  currency!: CurrencyCode;

  @Column({ type: "text" })
  instructions!: string;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

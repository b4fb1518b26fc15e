import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { CurrencyCode } from "../../core/rules/index.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";

// PostgreSQL's numeric and bigint arrive as strings; these amounts stay far below 2^53.
const asNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/** A trip the customer booked by accepting a quote. */
@Entity({ name: "booking" })
export class BookingEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** "BK-100001", from a sequence. */
  @Column({ type: "text", insert: false, update: false })
  number!: string;

  @Column({ type: "enum", enum: BookingStatus, enumName: "booking_status" })
  status!: BookingStatus;

  @Column({ name: "payment_status", type: "enum", enum: PaymentStatus, enumName: "payment_status" })
  paymentStatus!: PaymentStatus;

  @Column({ name: "quote_request_id", type: "uuid" })
  quoteRequestId!: string;

  @Column({ name: "quote_id", type: "uuid" })
  quoteId!: string;

  @Column({ name: "customer_user_id", type: "uuid", nullable: true })
  customerUserId!: string | null;

  /** The first leg's local departure time at its airport, "2027-03-01T09:30". */
  @Column({ name: "depart_local", type: "text" })
  departLocal!: string;

  @Column({ name: "departs_at", type: "timestamptz" })
  departsAt!: Date;

  /** Airport codes in flying order, "LHR → LBG → LHR". */
  @Column({ type: "text" })
  route!: string;

  @Column({ type: "smallint" })
  passengers!: number;

  @Column({ type: "text" })
  aircraft!: string;

  @Column({ type: "text" })
  operator!: string;

  @Column({ name: "price_usd_cents", type: "integer" })
  priceUsdCents!: number;

  /** The currency the customer pays in, fixed when the booking is made, with its rate per US dollar then. */
  @Column({ type: "char", length: 3 })
  currency!: CurrencyCode;

  @Column({ name: "usd_rate", type: "numeric", precision: 14, scale: 4, transformer: asNumber })
  usdRate!: number;

  /** Hundredths of the booking's currency: the deposit asked, and the payments and refunds recorded so far. */
  @Column({ name: "deposit_minor", type: "bigint", transformer: asNumber })
  depositMinor!: number;

  @Column({ name: "paid_minor", type: "bigint", transformer: asNumber })
  paidMinor!: number;

  @Column({ name: "refunded_minor", type: "bigint", transformer: asNumber })
  refundedMinor!: number;

  @Column({ name: "confirmation_code", type: "char", length: 6 })
  confirmationCode!: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

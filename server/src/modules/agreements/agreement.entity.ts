import { Column, Entity, PrimaryColumn } from "typeorm";
import type { CancellationTier } from "../pricing/index.js";

/** What the customer agreed to when accepting the quote that made a booking, as it was shown. */
@Entity({ name: "booking_agreement" })
export class BookingAgreementEntity {
  @PrimaryColumn({ name: "booking_id", type: "uuid" })
  bookingId!: string;

  @Column({ name: "terms_version", type: "text" })
  termsVersion!: string;

  /** The language the terms were read in. */
  @Column({ name: "terms_locale", type: "text" })
  termsLocale!: string;

  @Column({ name: "cancellation_schedule", type: "jsonb" })
  cancellationSchedule!: CancellationTier[];

  /** The operator's conditions on the quote; null when the quote had none. */
  @Column({ name: "operator_conditions", type: "text", nullable: true })
  operatorConditions!: string | null;

  @Column({ name: "quote_valid_until", type: "timestamptz" })
  quoteValidUntil!: Date;

  @Column({ name: "accepted_at", type: "timestamptz", precision: 3 })
  acceptedAt!: Date;

  /** Null once the account was deleted. */
  @Column({ name: "accepted_by_user_id", type: "uuid", nullable: true })
  acceptedByUserId!: string | null;
}

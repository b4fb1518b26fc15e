import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { AircraftCategory } from "../aircraft/index.js";
import { TripType } from "../pricing/index.js";
import { QuoteRequestStatus } from "./quote.enums.js";

/** A trip a visitor or customer asked us to quote, with the estimate shown at submission. */
@Entity({ name: "quote_request" })
export class QuoteRequestEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Short reference people quote on the phone, e.g. "SC-7K3Q9P". */
  @Column({ type: "text" })
  reference!: string;

  @Column({ type: "enum", enum: QuoteRequestStatus, enumName: "quote_request_status" })
  status!: QuoteRequestStatus;

  @Column({ name: "trip_type", type: "enum", enum: TripType, enumName: "trip_type" })
  tripType!: TripType;

  @Column({ type: "smallint" })
  passengers!: number;

  /** Null: the customer wants us to suggest one. */
  @Column({ type: "enum", enum: AircraftCategory, enumName: "aircraft_category", nullable: true })
  category!: AircraftCategory | null;

  @Column({ type: "boolean" })
  pets!: boolean;

  @Column({ type: "text", nullable: true })
  luggage!: string | null;

  @Column({ type: "text", nullable: true })
  catering!: string | null;

  @Column({ type: "text", nullable: true })
  notes!: string | null;

  @Column({ name: "contact_name", type: "text" })
  contactName!: string;

  @Column({ name: "contact_email", type: "text" })
  contactEmail!: string;

  /** The language the request was written in (en, es, ar, zh): quote emails use it unless the owner's account says otherwise. */
  @Column({ type: "text", default: "en" })
  locale!: string;

  @Column({ name: "contact_phone", type: "text", nullable: true })
  contactPhone!: string | null;

  @Column({ name: "contact_company", type: "text", nullable: true })
  contactCompany!: string | null;

  @Column({ name: "program_interest", type: "text", nullable: true })
  programInterest!: string | null;

  @Column({ name: "referral_code", type: "text", nullable: true })
  referralCode!: string | null;

  @Column({
    name: "estimate_category",
    type: "enum",
    enum: AircraftCategory,
    enumName: "aircraft_category",
    nullable: true,
  })
  estimateCategory!: AircraftCategory | null;

  @Column({ name: "estimate_low_usd_cents", type: "integer", nullable: true })
  estimateLowUsdCents!: number | null;

  @Column({ name: "estimate_high_usd_cents", type: "integer", nullable: true })
  estimateHighUsdCents!: number | null;

  @Column({ name: "estimate_flight_minutes", type: "integer", nullable: true })
  estimateFlightMinutes!: number | null;

  @Column({ name: "lead_id", type: "uuid" })
  leadId!: string;

  /** The account it belongs to; null until a signed-out request is claimed (quote-requests.service.ts). */
  @Column({ name: "customer_user_id", type: "uuid", nullable: true })
  customerUserId!: string | null;

  @Column({ name: "idempotency_key", type: "text", nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: "request_hash", type: "text" })
  requestHash!: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

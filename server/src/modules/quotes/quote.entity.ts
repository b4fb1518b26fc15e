import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { AircraftCategory } from "../aircraft/index.js";
import { QuoteStatus } from "./quote.enums.js";
import type { QuoteAircraft } from "./quote.js";

/** An operator's offer that staff send against a quote request; a request may have several. */
@Entity({ name: "quote" })
export class QuoteEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "quote_request_id", type: "uuid" })
  quoteRequestId!: string;

  @Column({ type: "enum", enum: QuoteStatus, enumName: "quote_status" })
  status!: QuoteStatus;

  @Column({ name: "price_usd_cents", type: "integer" })
  priceUsdCents!: number;

  /** Type and, when known, tail number, e.g. "Citation XLS+ (N512XL)". */
  @Column({ type: "text" })
  aircraft!: string;

  @Column({ type: "enum", enum: AircraftCategory, enumName: "aircraft_category", nullable: true })
  category!: AircraftCategory | null;

  /** The operator in operational control of the flight (disclosed before contract, 14 CFR 295). */
  @Column({ type: "text" })
  operator!: string;

  @Column({ name: "valid_until", type: "timestamptz" })
  validUntil!: Date;

  @Column({ type: "text", nullable: true })
  terms!: string | null;

  /** Shown to the customer. */
  @Column({ name: "client_note", type: "text", nullable: true })
  clientNote!: string | null;

  /** Staff only; never shown to the customer. */
  @Column({ name: "staff_note", type: "text", nullable: true })
  staffNote!: string | null;

  /** The RFQ answer the quote was made from; null for a free-text quote. */
  @Column({ name: "rfq_id", type: "uuid", nullable: true })
  rfqId!: string | null;

  @Column({ name: "operator_price_usd_cents", type: "integer", nullable: true })
  operatorPriceUsdCents!: number | null;

  @Column({ name: "margin_usd_cents", type: "integer", nullable: true })
  marginUsdCents!: number | null;

  /** The aircraft as the fleet described it when sent: later fleet edits leave it alone. */
  @Column({ name: "aircraft_details", type: "jsonb", nullable: true })
  aircraftDetails!: QuoteAircraft | null;

  /** The operator's audit ratings when sent. */
  @Column({ name: "operator_audits", type: "jsonb" })
  operatorAudits!: string[];

  @Column({ name: "created_by_user_id", type: "uuid", nullable: true })
  createdByUserId!: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

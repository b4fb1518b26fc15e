import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { AircraftCategory } from "../aircraft/index.js";

/** A discounted flight the home page features (typically an empty leg). */
@Entity({ name: "flight_offer" })
export class FlightOfferEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "from_place", type: "text" })
  from!: string;

  @Column({ name: "to_place", type: "text" })
  to!: string;

  @Column({ name: "from_iata", type: "char", length: 3, nullable: true })
  fromIata!: string | null;

  @Column({ name: "to_iata", type: "char", length: 3, nullable: true })
  toIata!: string | null;

  @Column({ type: "enum", enum: AircraftCategory, enumName: "aircraft_category" })
  category!: AircraftCategory;

  @Column({ name: "discount_percent", type: "smallint" })
  discountPercent!: number;

  /** Offer price in US cents (money is stored as integer cents). */
  @Column({ name: "price_usd_cents", type: "integer" })
  priceUsdCents!: number;

  @Column({ type: "boolean", default: true })
  featured!: boolean;

  @Column({ name: "sort_order", type: "integer", default: 0 })
  sortOrder!: number;

  /** After this moment the offer is no longer shown (empty legs expire at departure). */
  @Column({ name: "valid_until", type: "timestamptz", nullable: true })
  validUntil!: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

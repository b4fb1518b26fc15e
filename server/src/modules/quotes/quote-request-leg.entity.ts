import { Column, Entity, PrimaryColumn } from "typeorm";

/** One leg of a quote request, in flying order. */
@Entity({ name: "quote_request_leg" })
export class QuoteRequestLegEntity {
  @PrimaryColumn({ name: "quote_request_id", type: "uuid" })
  quoteRequestId!: string;

  /** 0 for the first leg. */
  @PrimaryColumn({ type: "smallint" })
  position!: number;

  @Column({ name: "from_airport_id", type: "integer" })
  fromAirportId!: number;

  /** The airport's display code: IATA when it has one, else ICAO. */
  @Column({ name: "from_code", type: "text" })
  fromCode!: string;

  @Column({ name: "to_airport_id", type: "integer" })
  toAirportId!: number;

  @Column({ name: "to_code", type: "text" })
  toCode!: string;

  /** Local time at the departure airport, "2027-03-01T09:30". */
  @Column({ name: "depart_local", type: "text" })
  departLocal!: string;

  @Column({ name: "departs_at", type: "timestamptz" })
  departsAt!: Date;
}

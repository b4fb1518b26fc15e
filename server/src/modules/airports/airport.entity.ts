import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** An airport from the bundled dataset (see airports.loader.ts); read-only for the application. */
@Entity({ name: "airport" })
export class AirportEntity {
  @PrimaryGeneratedColumn("identity", { type: "integer", generatedIdentity: "ALWAYS" })
  id!: number;

  @Column({ type: "char", length: 3, nullable: true })
  iata!: string | null;

  @Column({ type: "char", length: 4, nullable: true })
  icao!: string | null;

  @Column({ type: "text" })
  name!: string;

  @Column({ type: "text", nullable: true })
  city!: string | null;

  @Column({ name: "country_code", type: "char", length: 2, nullable: true })
  countryCode!: string | null;

  @Column({ name: "country_name", type: "text", nullable: true })
  countryName!: string | null;

  @Column({ type: "double precision" })
  latitude!: number;

  @Column({ type: "double precision" })
  longitude!: number;

  /** IANA zone, e.g. "Europe/Paris"; null when the data has none we could trust. */
  @Column({ name: "time_zone", type: "text", nullable: true })
  timeZone!: string | null;

  /** The dataset's classification: large_airport, medium_airport, small_airport, heliport, seaplane_base. */
  @Column({ type: "text" })
  kind!: string;

  @Column({ name: "scheduled_service", type: "boolean", nullable: true })
  scheduledService!: boolean | null;

  @Column({ name: "runway_ft", type: "integer", nullable: true })
  runwayFt!: number | null;

  @Column({ name: "suits_business_jets", type: "boolean", nullable: true })
  suitsBusinessJets!: boolean | null;

  @Column({ name: "name_key", type: "text" })
  nameKey!: string;

  @Column({ name: "city_key", type: "text", nullable: true })
  cityKey!: string | null;
}

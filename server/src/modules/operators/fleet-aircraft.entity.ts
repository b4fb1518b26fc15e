import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { AircraftCategory } from "../aircraft/index.js";

@Entity({ name: "fleet_aircraft" })
export class FleetAircraftEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "operator_id", type: "uuid" })
  operatorId!: string;

  /** Upper case, as painted: "G-LXJT". */
  @Column({ type: "text" })
  registration!: string;

  @Column({ name: "type_name", type: "text" })
  typeName!: string;

  @Column({ type: "enum", enum: AircraftCategory, enumName: "aircraft_category" })
  category!: AircraftCategory;

  @Column({ name: "year_of_manufacture", type: "smallint" })
  yearOfManufacture!: number;

  @Column({ name: "year_of_refurbishment", type: "smallint", nullable: true })
  yearOfRefurbishment!: number | null;

  @Column({ type: "smallint" })
  seats!: number;

  @Column({ name: "base_airport_id", type: "integer" })
  baseAirportId!: number;

  @Column({ name: "base_airport_code", type: "text" })
  baseAirportCode!: string;

  @Column({ type: "boolean", default: false })
  wifi!: boolean;

  @Column({ type: "boolean", default: false })
  lavatory!: boolean;

  @Column({ name: "pets_allowed", type: "boolean", default: false })
  petsAllowed!: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

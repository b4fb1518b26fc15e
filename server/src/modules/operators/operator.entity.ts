import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { OperatorContact } from "./operator.js";
import type { SafetyRating } from "./operators.enums.js";

/** An audit as the operator's row keeps it; its scheme follows from the rating. */
export interface StoredSafetyAudit {
  rating: SafetyRating;
  expiresOn: string;
}

@Entity({ name: "charter_operator" })
export class OperatorEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "text" })
  name!: string;

  @Column({ name: "aoc_number", type: "text" })
  aocNumber!: string;

  /** "2027-03-31". */
  @Column({ name: "aoc_expires_on", type: "date" })
  aocExpiresOn!: string;

  @Column({ name: "country_code", type: "char", length: 2 })
  countryCode!: string;

  @Column({ name: "insurance_expires_on", type: "date" })
  insuranceExpiresOn!: string;

  @Column({ name: "safety_audits", type: "jsonb" })
  safetyAudits!: StoredSafetyAudit[];

  @Column({ type: "jsonb" })
  contacts!: OperatorContact[];

  @Column({ type: "text", nullable: true })
  notes!: string | null;

  @Column({ type: "boolean", default: false })
  demo!: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

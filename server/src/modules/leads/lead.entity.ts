import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ValueTransformer,
} from "typeorm";
import { LeadSource, LeadStatus } from "./lead.enums.js";
import type { LeadScoreFactorKey } from "./lead-scoring.js";

/** bigint comes back from pg as a string; these sums stay far below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A prospect in the sales pipeline, matched to quote requests by email (one open lead per address). */
@Entity({ name: "lead" })
export class LeadEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "contact_name", type: "text" })
  contactName!: string;

  @Column({ type: "text", nullable: true })
  company!: string | null;

  /** Lower case: requests are matched to the lead by it. */
  @Column({ type: "text" })
  email!: string;

  @Column({ type: "text", nullable: true })
  phone!: string | null;

  @Column({ type: "enum", enum: LeadSource, enumName: "lead_source" })
  source!: LeadSource;

  /** 0–100, from lead-scoring.ts. */
  @Column({ type: "smallint" })
  score!: number;

  /** The parts of `score` (lead-scoring.ts), from whichever touch set it; null for leads scored before they were kept. */
  @Column({ name: "score_parts", type: "jsonb", nullable: true })
  scoreParts!: Partial<Record<LeadScoreFactorKey, number>> | null;

  @Column({ type: "enum", enum: LeadStatus, enumName: "lead_status" })
  status!: LeadStatus;

  /** The pipeline value in US cents; once WON, the accepted price. */
  @Column({ name: "estimated_value_usd_cents", type: "bigint", transformer: bigintNumber })
  estimatedValueUsdCents!: number;

  @Column({ name: "assignee_user_id", type: "uuid", nullable: true })
  assigneeUserId!: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

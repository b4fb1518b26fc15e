import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { affiliateFields, FormValues } from "../../core/rules/index.js";
import { AffiliateApplicationStatus } from "./affiliate.enums.js";

/**
 * Someone who wants to refer clients for a profit share; approval issues their referral code.
 * It holds every field of the form's list (core/rules/public-forms.ts): the typecheck names a
 * missing column.
 */
@Entity({ name: "affiliate_application" })
export class AffiliateApplicationEntity implements FormValues<typeof affiliateFields> {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "text" })
  name!: string;

  @Column({ type: "text" })
  email!: string;

  @Column({ type: "text", nullable: true })
  company!: string | null;

  @Column({ type: "text", nullable: true })
  website!: string | null;

  /** Who they reach and how, in their words. */
  @Column({ type: "text" })
  audience!: string;

  @Column({ type: "text" })
  locale!: string;

  @Column({ type: "enum", enum: AffiliateApplicationStatus, enumName: "affiliate_status" })
  status!: AffiliateApplicationStatus;

  /** Eight symbols without look-alikes, issued on approval, e.g. "K7Q3XP2M". */
  @Column({ name: "referral_code", type: "text", nullable: true })
  referralCode!: string | null;

  /** The affiliate's share of each won booking's price, in basis points (1000 = 10 %); set on approval. */
  @Column({ name: "commission_rate_bp", type: "integer", nullable: true })
  commissionRateBp!: number | null;

  /** Why it was rejected, as told to the applicant. */
  @Column({ name: "rejection_reason", type: "text", nullable: true })
  rejectionReason!: string | null;

  @Column({ name: "review_note", type: "text", nullable: true })
  reviewNote!: string | null;

  @Column({ name: "reviewed_by_user_id", type: "uuid", nullable: true })
  reviewedByUserId!: string | null;

  @Column({ name: "reviewed_at", type: "timestamptz", nullable: true })
  reviewedAt!: Date | null;

  @Column({ name: "lead_id", type: "uuid" })
  leadId!: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}

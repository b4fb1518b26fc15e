import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { contactFields, FormValues } from "../../core/rules/index.js";

/**
 * A message sent with the site's contact form. It holds every field of the form's list
 * (core/rules/public-forms.ts): the typecheck names a missing column.
 */
@Entity({ name: "contact_message" })
export class ContactMessageEntity implements FormValues<typeof contactFields> {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** What we quote back, e.g. "CM-7K3Q9P". */
  @Column({ type: "text" })
  reference!: string;

  @Column({ type: "text" })
  name!: string;

  @Column({ type: "text" })
  email!: string;

  @Column({ type: "text", nullable: true })
  phone!: string | null;

  @Column({ type: "text", nullable: true })
  company!: string | null;

  @Column({ type: "text", nullable: true })
  subject!: string | null;

  @Column({ type: "text" })
  message!: string;

  @Column({ type: "text" })
  locale!: string;

  /** As given, known or not. */
  @Column({ name: "referral_code", type: "text", nullable: true })
  referralCode!: string | null;

  /** The approved affiliate the code named at submission. */
  @Column({ name: "affiliate_id", type: "uuid", nullable: true })
  affiliateId!: string | null;

  @Column({ name: "lead_id", type: "uuid" })
  leadId!: string;

  @Column({ name: "idempotency_key", type: "text", nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: "request_hash", type: "text" })
  requestHash!: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;
}

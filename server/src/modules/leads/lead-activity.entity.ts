import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { LeadActivityKind, LeadStatus } from "./lead.enums.js";

/** One entry of a lead's timeline: a note or a change, who made it and when. */
@Entity({ name: "lead_activity" })
export class LeadActivityEntity {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id!: string;

  @Column({ name: "lead_id", type: "uuid" })
  leadId!: string;

  @Column({ type: "enum", enum: LeadActivityKind, enumName: "lead_activity_kind" })
  kind!: LeadActivityKind;

  /** Staff member who did it; null when the customer or the system did. */
  @Column({ name: "actor_user_id", type: "uuid", nullable: true })
  actorUserId!: string | null;

  @Column({ type: "text", nullable: true })
  body!: string | null;

  @Column({ name: "from_status", type: "enum", enum: LeadStatus, enumName: "lead_status", nullable: true })
  fromStatus!: LeadStatus | null;

  @Column({ name: "to_status", type: "enum", enum: LeadStatus, enumName: "lead_status", nullable: true })
  toStatus!: LeadStatus | null;

  @Column({ name: "quote_request_id", type: "uuid", nullable: true })
  quoteRequestId!: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;
}

import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** One change by a user: which entity, and its changed fields before and after. */
@Entity({ name: "audit_log" })
export class AuditLogEntity {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id!: string;

  @Column({ name: "actor_user_id", type: "uuid", nullable: true })
  actorUserId!: string | null;

  /** What was done, e.g. "pricing.update". */
  @Column({ type: "text" })
  action!: string;

  /** The kind of thing changed, e.g. "aircraft_category". */
  @Column({ type: "text" })
  entity!: string;

  @Column({ name: "entity_id", type: "text", nullable: true })
  entityId!: string | null;

  @Column({ type: "jsonb", nullable: true })
  before!: Record<string, unknown> | null;

  @Column({ type: "jsonb", nullable: true })
  after!: Record<string, unknown> | null;

  @Column({ type: "timestamptz", default: () => "now()" })
  at!: Date;
}

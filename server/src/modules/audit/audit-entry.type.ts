import { Field, ID, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import type { AuditChange, AuditEntry } from "./audit-entry.js";

@ObjectType("AuditChange", {
  description: "One field of one audited change, its values as JSON text (null when absent).",
})
export class AuditChangeObject implements AuditChange {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;
}

@ObjectType("AuditEntry", { description: "One audited change: who did what to which record, and when." })
export class AuditEntryObject implements AuditEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { description: 'What was done, e.g. "pricing.update", "offer.create", "user.disable".' })
  action!: string;

  @Field(() => String, { description: 'The kind of record changed, e.g. "aircraft_category".' })
  entity!: string;

  @Field(() => String, { nullable: true, description: 'Which one, e.g. "LIGHT" or a user id.' })
  entityId!: string | null;

  @Field(() => [AuditChangeObject])
  changes!: AuditChangeObject[];

  /** Read by the actor field resolver (one batched statement per page). */
  actorUserId!: string | null;
}

@ObjectType("AuditEntryConnection", { description: "A page of the audit log, newest first." })
export class AuditEntryConnection extends Connection("AuditEntry", AuditEntryObject) {}

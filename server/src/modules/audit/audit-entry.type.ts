import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/pagination.js";

/** What an audit row is about, in the back office's terms; each covers one or more audited tables. */
export enum AuditSubject {
  PRICING = "PRICING",
  OFFERS = "OFFERS",
  USERS = "USERS",
}

registerEnumType(AuditSubject, {
  name: "AuditSubject",
  description:
    "PRICING: category figures, programme prices and estimate rules; OFFERS: featured flights; USERS: roles, invitations, disabling, sessions ended.",
});

export const AUDIT_TABLES: Record<AuditSubject, string[]> = {
  [AuditSubject.PRICING]: ["pricing_setting", "aircraft_category", "program"],
  [AuditSubject.OFFERS]: ["flight_offer"],
  [AuditSubject.USERS]: ["auth_user"],
};

@ObjectType("AuditChange", {
  description: "One field of one audited change, its values as JSON text (null when absent).",
})
export class AuditChange {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;
}

@ObjectType("AuditEntry", { description: "One audited change: who did what to which record, and when." })
export class AuditEntry {
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

  @Field(() => [AuditChange])
  changes!: AuditChange[];

  /** Read by the actor field resolver (one batched statement per page). */
  actorUserId!: string | null;
}

@ObjectType("AuditEntryConnection", { description: "A page of the audit log, newest first." })
export class AuditEntryConnection extends Connection("AuditEntry", AuditEntry) {}

import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { AuditEntryObject, type AuditEntry } from "../audit/index.js";
import type { UserSummary } from "./user.js";
import { UserSummaryObject } from "./user-summary.type.js";
import type { UsersContext } from "./users.context.js";

// Users' changes are audited (core/audit.ts), so who made an audited change is resolved here:
// audit/ knows nothing of users.
@Resolver(() => AuditEntryObject)
export class AuditActorResolver {
  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "Who made the change; null for a system change or a deleted account.",
  })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: UsersContext): Promise<UserSummary | null> | null {
    return entry.actorUserId ? ctx.loaders.user.load(entry.actorUserId) : null;
  }
}

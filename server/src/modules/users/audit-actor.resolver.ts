import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { AuditEntry } from "../audit/index.js";
import { UserSummary } from "./user-summary.type.js";

// Users' changes are audited (core/audit.ts), so who made an audited change is resolved here:
// audit/ knows nothing of users.
@Resolver(() => AuditEntry)
export class AuditActorResolver {
  @FieldResolver(() => UserSummary, {
    nullable: true,
    description: "Who made the change; null for a system change or a deleted account.",
  })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: GraphQLContext): Promise<UserSummary | null> | null {
    return entry.actorUserId ? ctx.loaders.user.load(entry.actorUserId) : null;
  }
}

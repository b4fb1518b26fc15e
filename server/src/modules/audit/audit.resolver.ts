import { Arg, Ctx, Directive, Int, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { AuditEntry, AuditEntryConnection, AuditSubject } from "./audit-entry.type.js";

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Directive("@auth(requires: ADMIN)")
  @Query(() => AuditEntryConnection, {
    description:
      "The audit trail, newest first: who changed what and when; only the given subjects when any are given.",
  })
  auditLog(
    @Ctx() ctx: GraphQLContext,
    @Arg("subjects", () => [AuditSubject], { nullable: true }) subjects: AuditSubject[] | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AuditEntryConnection> {
    return ctx.services.audit.list(subjects, { first, after });
  }
}

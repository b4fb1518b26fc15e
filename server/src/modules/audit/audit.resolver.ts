import { Arg, Ctx, Directive, Int, Query, Resolver } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import type { AuditContext } from "./audit.context.js";
import type { AuditEntry } from "./audit-entry.js";
import { AuditEntryConnection, AuditEntryObject } from "./audit-entry.type.js";
import { AuditSubject } from "./audit-subject.enum.js";

@Resolver(() => AuditEntryObject)
export class AuditResolver {
  @Directive("@auth(requires: ADMIN)")
  @Query(() => AuditEntryConnection, {
    description:
      "The audit trail, newest first: who changed what and when; only the given subjects when any are given.",
  })
  auditLog(
    @Ctx() ctx: AuditContext,
    @Arg("subjects", () => [AuditSubject], { nullable: true }) subjects: AuditSubject[] | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<AuditEntry>> {
    return ctx.services.audit.list(subjects, { first, after });
  }
}

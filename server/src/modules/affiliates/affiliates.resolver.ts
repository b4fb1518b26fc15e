import { Arg, Ctx, Directive, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { seesAllRows } from "../../core/viewer.js";
import { LeadObject, type Lead } from "../leads/index.js";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import type { AffiliateApplication, NewAffiliateApplication } from "./affiliate-application.js";
import { AffiliateApplicationConnection, AffiliateApplicationObject } from "./affiliate-application.type.js";
import { AffiliateApplicationStatus } from "./affiliate.enums.js";
import { AffiliateApplicationInput } from "./affiliate.input.js";
import { AffiliateAccountObject, AffiliateStatementObject, toStatementObject } from "./affiliate-statement.type.js";
import type { AffiliatesContext } from "./affiliates.context.js";

// Someone applies once, perhaps retries; an office behind one address may hold a few partners.
const APPLY_LIMIT = { limit: 10, windowSeconds: 3_600 };

@Resolver(() => AffiliateApplicationObject)
export class AffiliatesResolver {
  @Directive("@public")
  @Mutation(() => AffiliateApplicationObject, {
    description:
      "Applies to refer clients for a share of the profit on their bookings. The answer is always what was sent, as a PENDING application, " +
      "so it never tells whether the email's owner applied before or is an affiliate; while one is pending or approved no second one is made " +
      "(a different message goes to staff as a note). Creates or updates the lead for the email.",
  })
  async applyForAffiliate(
    @Ctx() ctx: AffiliatesContext,
    @Arg("input", () => AffiliateApplicationInput) input: NewAffiliateApplication,
  ): Promise<AffiliateApplication> {
    await ctx.rateLimit("applyForAffiliate", APPLY_LIMIT);
    return ctx.services.affiliates.apply(input);
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => AffiliateApplicationConnection, {
    description: "Affiliate applications (or those in one status), newest first.",
  })
  affiliateApplications(
    @Ctx() ctx: AffiliatesContext,
    @Arg("status", () => AffiliateApplicationStatus, { nullable: true, description: "All statuses when omitted." })
    status: AffiliateApplicationStatus | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<AffiliateApplication>> {
    return ctx.services.affiliates.list(status, { first, after });
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => AffiliateApplicationObject, {
    description:
      "Approves a pending application at a commission rate (issuing its referral code) or rejects it with a reason; " +
      "`approve: false` on an approved affiliate revokes it. Other moves are a CONFLICT. A decision on a pending application " +
      "is emailed to the applicant in their language. Written to the audit log.",
  })
  reviewAffiliateApplication(
    @Ctx() ctx: AffiliatesContext,
    @Arg("id", () => ID) id: string,
    @Arg("approve", () => Boolean) approve: boolean,
    @Arg("commissionRatePercent", () => Float, {
      nullable: true,
      description: "Required to approve: percent of each won booking's price, 1 to 30, at most two decimals.",
    })
    commissionRatePercent: number | null,
    @Arg("reason", () => String, {
      nullable: true,
      description: "Required to reject: why, told to the applicant by email; at most 1,000 characters.",
    })
    reason: string | null,
    @Arg("note", () => String, { nullable: true, description: "For staff, at most 2,000 characters." })
    note: string | null,
  ): Promise<AffiliateApplication> {
    return ctx.services.affiliates.review(id, { approve, commissionRatePercent, reason, note }, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => AffiliateAccountObject, {
    nullable: true,
    description:
      "The signed-in user's affiliate page: its code, the leads it referred (no client's personal data) and its commission " +
      "statement. Null unless the account's proven email is an approved affiliate's.",
  })
  async myAffiliate(@Ctx() ctx: AffiliatesContext): Promise<AffiliateAccountObject | null> {
    const account = await ctx.services.affiliates.accountOf(ctx.viewer!.userId);
    return account && { ...account, statement: toStatementObject(account.statement) };
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => AffiliateStatementObject, {
    description:
      "An approved (or revoked) affiliate's commission statement. NOT_FOUND for an application never approved.",
  })
  async affiliateStatement(
    @Ctx() ctx: AffiliatesContext,
    @Arg("applicationId", () => ID) applicationId: string,
  ): Promise<AffiliateStatementObject> {
    return toStatementObject(await ctx.services.affiliates.statement(applicationId));
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => AffiliateStatementObject, {
    description:
      "Marks the commission on a won booking paid, at the affiliate's rate now; answers the affiliate's statement. " +
      "A second time, or a cancelled booking, is a CONFLICT. Written to the audit log.",
  })
  async markAffiliateCommissionPaid(
    @Ctx() ctx: AffiliatesContext,
    @Arg("bookingId", () => ID) bookingId: string,
  ): Promise<AffiliateStatementObject> {
    return toStatementObject(await ctx.services.affiliates.markCommissionPaid(bookingId, ctx.viewer!.userId));
  }

  @FieldResolver(() => String, { nullable: true, description: "Staff's review note: staff only (null for others)." })
  reviewNote(@Root() application: AffiliateApplication, @Ctx() ctx: AffiliatesContext): string | null {
    return seesAllRows(ctx.viewer) ? application.reviewNoteText : null;
  }

  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "Who reviewed it last: staff only (null for others).",
  })
  reviewer(
    @Root() application: AffiliateApplication,
    @Ctx() ctx: AffiliatesContext,
  ): Promise<UserSummary | null> | null {
    return seesAllRows(ctx.viewer) && application.reviewedByUserId
      ? ctx.loaders.user.load(application.reviewedByUserId)
      : null;
  }

  @FieldResolver(() => LeadObject, {
    nullable: true,
    description: "The lead the application created or updated: staff only (null for others).",
  })
  lead(@Root() application: AffiliateApplication, @Ctx() ctx: AffiliatesContext): Promise<Lead | null> | null {
    return seesAllRows(ctx.viewer) ? ctx.services.leads.get(application.leadId) : null;
  }
}

import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, Directive, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { DateRangeInput } from "../../core/transport/date-range-input.js";
import { connectionNodeFields } from "../../core/transport/selection.js";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import type { Lead, LeadActivity, LeadStats } from "./lead.js";
import { LeadStatus } from "./lead.enums.js";
import { LeadFilterInput, LeadOrderInput } from "./lead.input.js";
import { LeadScorePart, scoreBreakdown } from "./lead-score.type.js";
import { LeadActivityObject, LeadConnection, LeadObject, LeadStatsObject } from "./lead.type.js";
import type { LeadsContext } from "./leads.context.js";
import { LEAD_MOVERS, leadMovesFor } from "./lead-status-moves.js";
import { preloaded } from "./lead-relations.js";

@Resolver(() => LeadObject)
export class LeadsResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => LeadConnection, {
    description: "Leads matching the filter, newest first unless `orderBy` says otherwise.",
  })
  async leads(
    @Ctx() ctx: LeadsContext,
    @Info() info: GraphQLResolveInfo,
    @Arg("filter", () => LeadFilterInput, { nullable: true }) filter: LeadFilterInput | null,
    @Arg("orderBy", () => LeadOrderInput, { nullable: true }) orderBy: LeadOrderInput | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<Lead>> {
    // What the query shows of each lead comes with the page (lead-relations.ts), into the loaders.
    const page = await ctx.services.leads.listWith(filter, orderBy, { first, after }, connectionNodeFields(info));
    for (const { relation, lead, value } of page.related) relation.prime(ctx, lead, value);
    return page.connection;
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => LeadObject, { nullable: true, description: "One lead; null when there is none with this id." })
  lead(@Ctx() ctx: LeadsContext, @Arg("id", () => ID) id: string): Promise<Lead | null> {
    return ctx.services.leads.get(id);
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => LeadStatsObject, {
    description: "Pipeline figures over the leads created in the range (all leads without one).",
  })
  leadStats(
    @Ctx() ctx: LeadsContext,
    @Arg("range", () => DateRangeInput, { nullable: true }) range: DateRangeInput | null,
  ): Promise<LeadStats> {
    return ctx.services.leads.stats(range);
  }

  @Directive(`@auth(requires: ${LEAD_MOVERS})`)
  @Mutation(() => LeadObject, {
    description: "Moves a lead to another status along the allowed moves (CONFLICT otherwise), with an optional note.",
  })
  changeLeadStatus(
    @Ctx() ctx: LeadsContext,
    @Arg("id", () => ID) id: string,
    @Arg("status", () => LeadStatus) status: LeadStatus,
    @Arg("note", () => String, { nullable: true, description: "At most 4,000 characters." }) note: string | null,
  ): Promise<Lead> {
    return ctx.services.leads.changeStatus(id, status, note, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => LeadObject, { description: "Adds a note to the lead's timeline." })
  addLeadNote(
    @Ctx() ctx: LeadsContext,
    @Arg("id", () => ID) id: string,
    @Arg("body", () => String, { description: "1 to 4,000 characters." }) body: string,
  ): Promise<Lead> {
    return ctx.services.leads.addNote(id, body, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => LeadObject, {
    description:
      "Assigns the lead to a staff member (STAFF or ADMIN), or unassigns it with a null userId; written to the timeline.",
  })
  assignLead(
    @Ctx() ctx: LeadsContext,
    @Arg("id", () => ID) id: string,
    @Arg("userId", () => ID, { nullable: true }) userId: string | null,
  ): Promise<Lead> {
    return ctx.services.leads.assign(id, userId ?? null, ctx.viewer!.userId);
  }

  @FieldResolver(() => [LeadStatus], {
    description:
      "The statuses this viewer may move the lead to now, as changeLeadStatus would accept them: empty when the lead is final or the viewer may not move leads.",
  })
  allowedStatuses(@Root() lead: Lead, @Ctx() ctx: LeadsContext): readonly LeadStatus[] {
    return leadMovesFor(ctx.viewer, lead.status);
  }

  @FieldResolver(() => Boolean, {
    description:
      "True when the lead is open (NEW, CONTACTED, QUALIFIED) and nothing has happened on it for PricingSettings.staleLeadDays days.",
  })
  stale(@Root() lead: Lead, @Ctx() ctx: LeadsContext): Promise<boolean> | boolean {
    return lead.knownStale ?? ctx.loaders.leadStale.load(lead.id);
  }

  @FieldResolver(() => [LeadScorePart], {
    description: "The reasons behind `score`, factor by factor; empty for leads scored before reasons were kept.",
  })
  scoreBreakdown(@Root() lead: Lead): LeadScorePart[] {
    return scoreBreakdown(lead.scoreParts);
  }

  @FieldResolver(() => [LeadActivityObject], { description: "The timeline, newest first." })
  activity(@Root() lead: Lead, @Ctx() ctx: LeadsContext): Promise<LeadActivity[]> {
    return ctx.loaders.leadActivity.load(lead.id);
  }

  @FieldResolver(() => LeadActivityObject, {
    nullable: true,
    description: "The newest entry of the timeline (what happened last); null when it has none.",
  })
  latestActivity(@Root() lead: Lead, @Ctx() ctx: LeadsContext): Promise<LeadActivity | null> | LeadActivity | null {
    const known = preloaded<LeadActivity | null>(lead, "latestActivity");
    return known !== undefined ? known : ctx.loaders.latestActivity.load(lead.id);
  }

  @FieldResolver(() => UserSummaryObject, { nullable: true, description: "The staff member working the lead." })
  assignee(@Root() lead: Lead, @Ctx() ctx: LeadsContext): Promise<UserSummary | null> | UserSummary | null {
    if (!lead.assigneeUserId) return null;
    const known = preloaded<UserSummary | null>(lead, "assignee");
    return known !== undefined ? known : ctx.loaders.user.load(lead.assigneeUserId);
  }
}

@Resolver(() => LeadActivityObject)
export class LeadActivityResolver {
  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "The staff member who did it; null for the customer or the system.",
  })
  actor(@Root() entry: LeadActivity, @Ctx() ctx: LeadsContext): Promise<UserSummary | null> | null {
    return entry.actorUserId ? ctx.loaders.user.load(entry.actorUserId) : null;
  }
}

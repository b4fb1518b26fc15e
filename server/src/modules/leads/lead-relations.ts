import type { UserSummary, UserLoaders } from "../users/index.js";
import type { Lead, LeadActivity } from "./lead.js";
import type { LeadLoaders } from "./lead-loaders.js";

/**
 * What the staff list shows of each lead beside its own columns (its assignee, latest activity,
 * quote requests), fetched in the page's own statement when the query asks for it: one round trip
 * for the page, as hand-written SQL would do it. The field's resolver answers with the value the
 * page brought (`preloaded`) at once, and its DataLoader is primed for anyone else who asks. Other
 * modules add theirs (quotes adds quoteRequests) through services.ts, as leads knows nothing of them.
 */
export interface LeadRelation {
  /** The LeadObject field that shows it. */
  field: string;
  /** A SQL expression with one (json) value per lead of the page, whose row is `lead`. */
  select: string;
  /** Hands a lead's value to the field's DataLoader in the operation's context. */
  prime(context: unknown, lead: Lead, value: unknown): void;
}

type Loaders = { loaders: Pick<UserLoaders, "user"> & LeadLoaders };

// What a page brought with each lead, one WeakMap per field: keyed by the Lead object the page
// made, so it lives as long as that request's objects and no other request can see it.
const brought = new Map<string, WeakMap<Lead, unknown>>();

/** Keeps `value` as what the page brought of `lead`'s `field` (a relation's prime calls this). */
export function bring(lead: Lead, field: string, value: unknown): void {
  let values = brought.get(field);
  if (!values) brought.set(field, (values = new WeakMap()));
  values.set(lead, value);
}

/**
 * The value of `field` the page brought with `lead`, or undefined when it did not (the resolver
 * then asks its DataLoader): a resolver that answers at once spares the execution a promise per lead.
 */
export function preloaded<T>(lead: Lead, field: string): T | undefined {
  return brought.get(field)?.get(lead) as T | undefined;
}

/** The lead's assignee as the user loader reads it (users/user-loaders.ts). */
const assignee: LeadRelation = {
  field: "assignee",
  select: `SELECT json_build_object('id', u.id, 'email', u.email, 'name', u.user_metadata->>'name')
           FROM auth_user u WHERE u.id = lead.assignee_user_id`,
  prime(context, lead, value) {
    if (!lead.assigneeUserId) return;
    bring(lead, "assignee", value);
    (context as Loaders).loaders.user.prime(lead.assigneeUserId, value as UserSummary | null);
  },
};

/** The newest timeline entry, as the latestActivity loader reads it (lead-loaders.ts). */
const latestActivity: LeadRelation = {
  field: "latestActivity",
  select: `SELECT json_build_object('id', a.id, 'kind', a.kind, 'actorUserId', a.actor_user_id, 'body', a.body,
                    'fromStatus', a.from_status, 'toStatus', a.to_status, 'quoteRequestId', a.quote_request_id,
                    'createdAt', a.created_at)
           FROM lead_activity a WHERE a.lead_id = lead.id ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
  prime(context, lead, value) {
    const row = value as (Omit<LeadActivity, "createdAt"> & { createdAt: string }) | null;
    const activity = row && { ...row, createdAt: new Date(row.createdAt) };
    bring(lead, "latestActivity", activity);
    (context as Loaders).loaders.latestActivity.prime(lead.id, activity);
  },
};

/** The relations of the leads module itself. */
export const leadOwnRelations: readonly LeadRelation[] = [assignee, latestActivity];

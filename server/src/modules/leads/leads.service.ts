import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { dateRangeProblems, type DateRange } from "../../core/date-range.js";
import { isUniqueViolation } from "../../core/db-errors.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import type { PersonDetails } from "../../core/person-details.js";
import { containsPattern } from "../../core/search.js";
import {
  keysetPageWith,
  keysetSort,
  SortDirection,
  type ConnectionShape,
  type KeysetSort,
  type PageArgs,
  type SortColumn,
} from "../../core/pagination.js";
import type { Logger } from "../../logger.js";
import { isUuid } from "../../core/ids.js";
import { LeadActivityEntity } from "./lead-activity.entity.js";
import { announce, type LeadEvents } from "./lead-events.js";
import { LeadEntity } from "./lead.entity.js";
import { LeadActivityKind, LeadOrderField, LeadSource, LeadStatus, OPEN_LEAD_STATUSES } from "./lead.enums.js";
import { toLead } from "./lead.mappers.js";
import { leadOwnRelations, type LeadRelation } from "./lead-relations.js";
import { ALL_TIME_FIGURES_SQL, toLeadStats, type FigureCounts } from "./lead-pipeline.js";
import { formLeadScore, formLeadScoreParts, type LeadScore } from "./lead-scoring.js";
import type { Lead, LeadFilter, LeadOrder, LeadStats } from "./lead.js";
import { assertLeadTransition } from "./lead-status-moves.js";
import { ASSIGNABLE_STAFF } from "../users/index.js";

const NOTE_MAX = 4_000;

/** What a quote request tells the lead it creates or updates. */
export interface LeadTouch {
  contactName: string;
  email: string;
  phone: string | null;
  company: string | null;
  source: LeadSource;
  score: number;
  /** How `score` was made up (lead-scoring.ts parts); kept with the score when it is the higher one. */
  scoreParts: Partial<LeadScore["parts"]>;
  valueUsdCents: number;
}

export interface ActivityEntry {
  leadId: string;
  kind: LeadActivityKind;
  actorUserId: string | null;
  body?: string | null;
  fromStatus?: LeadStatus | null;
  toStatus?: LeadStatus | null;
  quoteRequestId?: string | null;
}

const SORT_COLUMN: Record<LeadOrderField, SortColumn<LeadEntity> | null> = {
  [LeadOrderField.CREATED_AT]: null,
  [LeadOrderField.SCORE]: { path: "lead.score", kind: "int", cast: "bigint", key: (row) => row.score },
  [LeadOrderField.ESTIMATED_VALUE]: {
    path: "lead.estimatedValueUsdCents",
    kind: "int",
    cast: "bigint",
    key: (row) => row.estimatedValueUsdCents,
  },
};

/** Keyset sort for an order: its own column first (when not created_at), then (created_at, id). */
export function leadSort(order: LeadOrder | null | undefined): KeysetSort<LeadEntity> {
  const field = order?.field ?? LeadOrderField.CREATED_AT;
  return keysetSort("lead", field, order?.direction ?? SortDirection.DESC, SORT_COLUMN[field]);
}

export class LeadsService {
  constructor(
    private readonly db: DataSource,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    /** What a page of leads can carry beside each lead (lead-relations.ts), by its field name. */
    private readonly relations: readonly LeadRelation[] = leadOwnRelations,
  ) {}

  async get(id: string): Promise<Lead | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.getRepository(LeadEntity).findOneBy({ id });
    return row && toLead(row);
  }

  private async getOrFail(manager: EntityManager, id: string, lock: boolean): Promise<LeadEntity> {
    const row = isUuid(id)
      ? await manager
          .getRepository(LeadEntity)
          .findOne({ where: { id }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) })
      : null;
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No lead with this id.");
    return row;
  }

  /** A page of leads matching the filter, in the order asked for (newest first by default). */
  async list(
    filter: LeadFilter | null | undefined,
    order: LeadOrder | null | undefined,
    page: PageArgs,
  ): Promise<ConnectionShape<Lead>> {
    return (await this.listWith(filter, order, page, new Set())).connection;
  }

  /**
   * A page of leads and, in the same statement, the relations among `fields` (the fields the query
   * asks of each lead): each lead's value for each, for the caller to prime its loaders with.
   */
  async listWith(
    filter: LeadFilter | null | undefined,
    order: LeadOrder | null | undefined,
    page: PageArgs,
    fields: ReadonlySet<string>,
  ): Promise<{ connection: ConnectionShape<Lead>; related: { relation: LeadRelation; lead: Lead; value: unknown }[] }> {
    const wanted = this.relations.filter((relation) => fields.has(relation.field));
    const { connection, related } = await keysetPageWith(
      leadFilterQuery(this.db, filter),
      leadSort(order),
      page,
      toLead,
      {
        related: Object.fromEntries(wanted.map((relation) => [relation.field, relation.select])),
        total: keptTotal(filter),
      },
    );
    return {
      connection,
      related: connection.edges.flatMap(({ node }, i) =>
        wanted.map((relation) => ({ relation, lead: node, value: related[i]?.[relation.field] ?? null })),
      ),
    };
  }

  /** Totals over the leads created in the range (all leads without one). One statement. */
  async stats(range: DateRange | null | undefined): Promise<LeadStats> {
    const problems = dateRangeProblems(range, "range");
    if (problems.length) throw badInput(problems);
    // All time: the figures kept as leads change (lead_pipeline_count), not a count over every lead.
    const allTime = !range?.from && !range?.to;
    const [row] = (await this.db.query(
      allTime
        ? ALL_TIME_FIGURES_SQL
        : `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'NEW')::int AS new,
              count(*) FILTER (WHERE status = 'CONTACTED')::int AS contacted,
              count(*) FILTER (WHERE status = 'QUALIFIED')::int AS qualified,
              count(*) FILTER (WHERE status = 'WON')::int AS won,
              count(*) FILTER (WHERE status = 'LOST')::int AS lost,
              coalesce(sum(estimated_value_usd_cents) FILTER (WHERE status = 'WON'), 0)::bigint AS revenue_cents
       FROM lead
       WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)`,
      allTime ? [] : [range?.from ?? null, range?.to ?? null],
    )) as FigureCounts[];
    return toLeadStats(row!);
  }

  /** Moves the lead along its documented transitions, with an activity row (and the note, if any). */
  async changeStatus(
    id: string,
    to: LeadStatus,
    note: string | null | undefined,
    actorUserId: string | null,
  ): Promise<Lead> {
    const body = checkedNote(note, "note", false);
    const lead = await this.db
      .transaction(async (tx) => {
        const row = await this.getOrFail(tx, id, true);
        assertLeadTransition(row.status, to);
        await tx.getRepository(LeadEntity).update({ id: row.id }, { status: to });
        await this.recordActivity(tx, {
          leadId: row.id,
          kind: LeadActivityKind.STATUS_CHANGED,
          actorUserId,
          body,
          fromStatus: row.status,
          toStatus: to,
        });
        return this.getOrFail(tx, row.id, false);
      })
      .catch((error: unknown) => {
        // Reopening a lost lead while a newer open lead has the same email.
        if (isUniqueViolation(error, "lead_open_email_key")) {
          throw new AppError(
            ErrorCode.CONFLICT,
            "Another open lead has this email: work on that one instead of reopening this one.",
          );
        }
        throw error;
      });
    await announce(this.log, () => this.events.publishLeadEvent("STATUS_CHANGED", lead.id));
    return toLead(lead);
  }

  async addNote(id: string, text: string, actorUserId: string | null): Promise<Lead> {
    const body = checkedNote(text, "body", true)!;
    const lead = await this.db.transaction(async (tx) => {
      const row = await this.getOrFail(tx, id, true);
      await this.recordActivity(tx, { leadId: row.id, kind: LeadActivityKind.NOTE, actorUserId, body });
      await tx.getRepository(LeadEntity).update({ id: row.id }, { updatedAt: new Date() });
      return this.getOrFail(tx, row.id, false);
    });
    await announce(this.log, () => this.events.publishLeadEvent("UPDATED", lead.id));
    return toLead(lead);
  }

  /**
   * Gives the lead to a staff member (STAFF or ADMIN, not banned), or to nobody (null), with an
   * ASSIGNED entry naming who; assigning to whoever already has it changes nothing.
   */
  async assign(id: string, userId: string | null, actorUserId: string | null): Promise<Lead> {
    const outcome = await this.db.transaction(async (tx) => {
      const row = await this.getOrFail(tx, id, true);
      const assignee = userId === null ? null : await staffMember(tx, userId);
      if (userId !== null && !assignee)
        throw badInput([{ field: "userId", message: "Leads can only be assigned to a staff member." }]);
      if (row.assigneeUserId === (assignee?.id ?? null)) return { lead: row, changed: false };
      await tx.getRepository(LeadEntity).update({ id: row.id }, { assigneeUserId: assignee?.id ?? null });
      const body = assignee ? `Assigned to ${assignee.name ?? assignee.email}.` : "Unassigned.";
      await this.recordActivity(tx, { leadId: row.id, kind: LeadActivityKind.ASSIGNED, actorUserId, body });
      return { lead: await this.getOrFail(tx, row.id, false), changed: true };
    });
    if (outcome.changed) await announce(this.log, () => this.events.publishLeadEvent("UPDATED", outcome.lead.id));
    return toLead(outcome.lead);
  }

  /** Other quote requests from this email in the last 90 days (a returning enquirer scores higher). */
  async recentRequestCount(manager: EntityManager, email: string): Promise<number> {
    const [{ n }] = (await manager.query(
      `SELECT count(*)::int AS n FROM quote_request WHERE contact_email = $1 AND created_at > now() - interval '90 days'`,
      [email],
    )) as { n: number }[];
    return n;
  }

  /** The open lead of a form without a trip (contact, affiliate application): its sender, scored on fit alone. */
  upsertFormLead(manager: EntityManager, person: PersonDetails, source: LeadSource) {
    const facts = { email: person.email, hasPhone: person.phone !== null, hasCompany: person.company !== null };
    return this.upsertOpenLead(manager, {
      contactName: person.name,
      email: person.email,
      phone: person.phone,
      company: person.company,
      source,
      score: formLeadScore(facts),
      scoreParts: formLeadScoreParts(facts),
      valueUsdCents: 0,
    });
  }

  /**
   * Creates the open lead for this email, or updates it: the higher score stays, the value adds up,
   * blanks are filled but staff's edits are kept. Concurrent calls for one email meet on the
   * unique index of open leads, so they never make two.
   */
  async upsertOpenLead(manager: EntityManager, touch: LeadTouch): Promise<{ id: string; created: boolean }> {
    const [row] = (await manager.query(
      `INSERT INTO lead (contact_name, company, email, phone, source, score, status, estimated_value_usd_cents, score_parts)
       VALUES ($1, $2, $3, $4, $5, $6, 'NEW', $7, $8)
       ON CONFLICT (email) WHERE status IN (${OPEN_LEAD_STATUSES.map((s) => `'${s}'`).join(", ")})
       DO UPDATE SET company = coalesce(lead.company, EXCLUDED.company),
                     phone = coalesce(lead.phone, EXCLUDED.phone),
                     score = greatest(lead.score, EXCLUDED.score),
                     score_parts = CASE WHEN EXCLUDED.score > lead.score THEN EXCLUDED.score_parts ELSE lead.score_parts END,
                     estimated_value_usd_cents = lead.estimated_value_usd_cents + EXCLUDED.estimated_value_usd_cents,
                     updated_at = now()
       RETURNING id, (xmax = 0) AS created`,
      [
        touch.contactName,
        touch.company,
        touch.email,
        touch.phone,
        touch.source,
        touch.score,
        touch.valueUsdCents,
        JSON.stringify(touch.scoreParts),
      ],
    )) as { id: string; created: boolean }[];
    return row!;
  }

  /** A NEW lead becomes CONTACTED when staff send it a quote; other stages stay. Returns whether it moved. */
  async markContacted(manager: EntityManager, leadId: string, actorUserId: string | null): Promise<boolean> {
    const row = await this.getOrFail(manager, leadId, true);
    if (row.status !== LeadStatus.NEW) return false;
    assertLeadTransition(row.status, LeadStatus.CONTACTED);
    await manager.getRepository(LeadEntity).update({ id: leadId }, { status: LeadStatus.CONTACTED });
    await this.recordActivity(manager, {
      leadId,
      kind: LeadActivityKind.STATUS_CHANGED,
      actorUserId,
      body: "A quote was sent.",
      fromStatus: row.status,
      toStatus: LeadStatus.CONTACTED,
    });
    return true;
  }

  /**
   * An accepted quote wins the lead, whatever stage it was in, with the accepted price as its
   * value. A lead already won by another of its requests adds this price to its value.
   */
  async markWon(
    manager: EntityManager,
    leadId: string,
    priceUsdCents: number,
    body: string,
    quoteRequestId: string,
  ): Promise<void> {
    const row = await this.getOrFail(manager, leadId, true);
    const repo = manager.getRepository(LeadEntity);
    if (row.status === LeadStatus.WON) {
      await repo.update({ id: leadId }, { estimatedValueUsdCents: row.estimatedValueUsdCents + priceUsdCents });
      await this.recordActivity(manager, {
        leadId,
        kind: LeadActivityKind.QUOTE_ACCEPTED,
        actorUserId: null,
        body,
        quoteRequestId,
      });
      return;
    }
    assertLeadTransition(row.status, LeadStatus.WON);
    await repo.update({ id: leadId }, { status: LeadStatus.WON, estimatedValueUsdCents: priceUsdCents });
    await this.recordActivity(manager, {
      leadId,
      kind: LeadActivityKind.QUOTE_ACCEPTED,
      actorUserId: null,
      body,
      fromStatus: row.status,
      toStatus: LeadStatus.WON,
      quoteRequestId,
    });
  }

  /**
   * A cancelled booking takes its price off the won lead's value; when nothing booked is left the
   * win is taken back (WON → LOST, outside the staff's moves, since WON is otherwise final).
   * Returns whether the lead's status moved.
   */
  async markBookingCancelled(
    manager: EntityManager,
    leadId: string,
    booking: { number: string; priceUsdCents: number; quoteRequestId: string },
    actorUserId: string | null,
  ): Promise<boolean> {
    const row = await this.getOrFail(manager, leadId, true);
    const [{ live }] = (await manager.query(
      `SELECT count(*)::int AS live FROM booking b JOIN quote_request r ON r.id = b.quote_request_id WHERE r.lead_id = $1 AND b.status <> 'CANCELLED'`,
      [leadId],
    )) as { live: number }[];
    const lost = row.status === LeadStatus.WON && live === 0;
    const value =
      row.status === LeadStatus.WON
        ? Math.max(row.estimatedValueUsdCents - booking.priceUsdCents, 0)
        : row.estimatedValueUsdCents;
    await manager
      .getRepository(LeadEntity)
      .update({ id: leadId }, { estimatedValueUsdCents: value, ...(lost ? { status: LeadStatus.LOST } : {}) });
    await this.recordActivity(manager, {
      leadId,
      kind: LeadActivityKind.BOOKING_CANCELLED,
      actorUserId,
      body: `Booking ${booking.number} was cancelled.`,
      quoteRequestId: booking.quoteRequestId,
      ...(lost ? { fromStatus: LeadStatus.WON, toStatus: LeadStatus.LOST } : {}),
    });
    return lost;
  }

  async recordActivity(manager: EntityManager, entry: ActivityEntry): Promise<void> {
    await manager.getRepository(LeadActivityEntity).insert({
      leadId: entry.leadId,
      kind: entry.kind,
      actorUserId: entry.actorUserId,
      body: entry.body ?? null,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      quoteRequestId: entry.quoteRequestId ?? null,
    });
  }
}

/**
 * The leads matching a filter, as a query builder aliased "lead" (the list and the CSV export both
 * start here). BAD_USER_INPUT naming `filter.*` for values out of range.
 */
export function leadFilterQuery(
  db: DataSource | EntityManager,
  filter: LeadFilter | null | undefined,
): SelectQueryBuilder<LeadEntity> {
  const problems: FieldProblem[] = [];
  const query = db.getRepository(LeadEntity).createQueryBuilder("lead");
  if (filter?.status?.length) query.andWhere("lead.status IN (:...statuses)", { statuses: filter.status });
  if (filter?.source?.length) query.andWhere("lead.source IN (:...sources)", { sources: filter.source });
  const search = filter?.search?.trim().toLowerCase();
  if (search) {
    query.andWhere(`lead.search_text LIKE :search ESCAPE '\\'`, {
      search: containsPattern(search, "filter.search", problems),
    });
  }
  for (const [name, value] of [
    ["minScore", filter?.minScore],
    ["maxScore", filter?.maxScore],
  ] as const) {
    if (value != null && (!Number.isInteger(value) || value < 0 || value > 100))
      problems.push({ field: `filter.${name}`, message: "Must be from 0 to 100." });
  }
  if (filter?.minScore != null) query.andWhere("lead.score >= :minScore", { minScore: filter.minScore });
  if (filter?.maxScore != null) query.andWhere("lead.score <= :maxScore", { maxScore: filter.maxScore });
  problems.push(...dateRangeProblems(filter?.created, "filter.created"));
  if (filter?.created?.from) query.andWhere("lead.createdAt >= :createdFrom", { createdFrom: filter.created.from });
  if (filter?.created?.to) query.andWhere("lead.createdAt < :createdTo", { createdTo: filter.created.to });
  if (problems.length) throw badInput(problems);
  return query;
}

/**
 * The number of leads a filter on status alone (or no filter) matches, from the counts triggers
 * keep per status (lead_pipeline_count) rather than a count of 100,000 rows on every page; any
 * other filter is counted. `statuses` is leadFilterQuery's own parameter.
 */
function keptTotal(filter: LeadFilter | null | undefined): string | undefined {
  const { status, ...others } = filter ?? {};
  if (Object.values(others).some((value) => value != null && value !== "")) return undefined;
  return `SELECT coalesce(sum(leads), 0) FROM lead_pipeline_count${status?.length ? " WHERE status IN (:...statuses)" : ""}`;
}

/** A STAFF or ADMIN user who is not banned, by id; null for anyone else. */
async function staffMember(
  manager: EntityManager,
  userId: string,
): Promise<{ id: string; email: string; name: string | null } | null> {
  if (!isUuid(userId)) return null;
  const [row] = (await manager.query(
    `SELECT id, email, user_metadata->>'name' AS name FROM auth_user
     WHERE id = $1 AND ${ASSIGNABLE_STAFF}`,
    [userId],
  )) as { id: string; email: string; name: string | null }[];
  return row ?? null;
}

function checkedNote(text: string | null | undefined, field: string, required: boolean): string | null {
  const body = text?.trim() ?? "";
  if (required && !body) throw badInput([{ field, message: "Write something." }]);
  if (body.length > NOTE_MAX)
    throw badInput([{ field, message: `At most ${NOTE_MAX.toLocaleString("en-US")} characters.` }]);
  return body || null;
}

import type { DataSource, EntityManager } from "typeorm";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { resolveMailLocale, type MailLocale } from "../../mail/templates.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { insertWithFreshCode } from "../../core/fresh-code.js";
import { idempotencyKeyProblems, submitOnce } from "../../core/submit-once.js";
import type { Logger } from "../../logger.js";
import type { TripMail } from "../trip-mail/index.js";
import { isUuid } from "../../core/ids.js";
import { seesAllRows, type Viewer } from "../../core/viewer.js";
import { randomCode } from "../../core/codes.js";
import { centsFromUsd } from "../../core/money.js";
import {
  announce,
  LeadActivityKind,
  type LeadEvents,
  LeadSource,
  type LeadsService,
  scoreLead,
} from "../leads/index.js";
import { approvedAffiliateId, signUpReferralCode } from "../affiliates/index.js";
import type { CategoryEstimate, CharterEstimate, CheckedLeg, EstimateService } from "../pricing/index.js";
import { formatLocalDate } from "../../core/local-time.js";
import { ProgramCode } from "../programs/index.js";
import { QuoteRequestLegEntity } from "./quote-request-leg.entity.js";
import { QuoteRequestEntity } from "./quote-request.entity.js";
import type { NewQuoteRequest, QuoteRequest, TripLeg } from "./quote-request.js";
import {
  normalizeQuoteRequest,
  quoteRequestProblems,
  requestHash,
  type NormalizedQuoteRequest,
} from "./quote-request.validation.js";
import { QuoteRequestStatus } from "./quote.enums.js";
import { toQuoteRequest, toTripLeg } from "./quote.mappers.js";

/** The estimate a request keeps: the category asked for, else the smallest that seats everyone. */
export function chosenEstimate(
  estimate: CharterEstimate,
  category: NormalizedQuoteRequest["category"],
): CategoryEstimate | null {
  const priced = estimate.options.filter((o) => o.excludedReason === null && o.lowUsd !== null && o.highUsd !== null);
  return (category ? priced.find((o) => o.category === category) : priced[0]) ?? null;
}

const localText = (leg: CheckedLeg) =>
  `${formatLocalDate(leg.local)}T${String(leg.local.hour).padStart(2, "0")}:${String(leg.local.minute).padStart(2, "0")}`;

export const routeOf = (codes: { from: string; to: string }[]) =>
  [codes[0]!.from, ...codes.map((c) => c.to)].join(" → ");

export class QuoteRequestsService {
  constructor(
    private readonly db: DataSource,
    private readonly estimates: EstimateService,
    private readonly leads: LeadsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    private readonly tripMail: TripMail,
  ) {}

  /**
   * Checks the request, estimates it, and in one transaction stores it and creates or updates the
   * open lead with its email. With an idempotency key, every call with that key returns the one
   * request it made: calls queue on an advisory lock of the key, and the key is unique besides.
   */
  async submit(
    input: NewQuoteRequest,
    idempotencyKey: string | null | undefined,
    viewer: Viewer | null,
    now = new Date(),
  ): Promise<QuoteRequest> {
    const keyProblems = idempotencyKeyProblems(idempotencyKey);
    if (keyProblems.length) throw badInput(keyProblems);
    const key = idempotencyKey ?? null;
    const request = normalizeQuoteRequest(input);
    const hash = requestHash(request);
    // A retry after success is answered without redoing the work (and without the past-date check).
    const outcome = await submitOnce(this.db, {
      kind: "quote_request",
      key,
      hash,
      reusedKey: "This idempotency key was already used for a different request: make a new key for a new request.",
      find: (manager, key) => manager.getRepository(QuoteRequestEntity).findOneBy({ idempotencyKey: key }),
      prepare: () => this.checkedTrip(request, now),
      make: async (tx, { legs, estimate }) => {
        const chosen = chosenEstimate(estimate, request.category);
        const { contact } = request;
        const { score, parts } = scoreLead({
          programInterest: (request.programInterest as ProgramCode | null) ?? null,
          tripType: request.tripType,
          passengers: request.passengers,
          estimateUsd: chosen ? (chosen.lowUsd! + chosen.highUsd!) / 2 : null,
          email: contact.email,
          hasPhone: contact.phone !== null,
          hasCompany: contact.company !== null,
          hasDetails: request.notes !== null || request.luggage !== null || request.catering !== null,
          firstDepartureAt: legs[0]!.departsAt,
          recentRequests: await this.leads.recentRequestCount(tx, contact.email),
          now,
        });
        const lead = await this.leads.upsertOpenLead(tx, {
          contactName: contact.name,
          email: contact.email,
          phone: contact.phone,
          company: contact.company,
          source: LeadSource.BOOKING,
          score,
          scoreParts: parts,
          valueUsdCents: chosen ? centsFromUsd((chosen.lowUsd! + chosen.highUsd!) / 2) : 0,
        });
        const row = await this.insert(tx, request, {
          key,
          hash,
          chosen,
          leadId: lead.id,
          customerUserId: ownerOnSubmit(viewer, contact.email),
          locale: resolveMailLocale(input.locale),
        });
        // The affiliate whose code is valid now keeps the request, even if they are revoked later; a
        // signed-in customer's request without a code counts for the affiliate that brought the account.
        const affiliateId = await approvedAffiliateId(
          tx,
          request.referralCode ?? (await signUpReferralCode(tx, viewer?.userId ?? null)),
        );
        if (affiliateId)
          await tx.query(`UPDATE quote_request SET affiliate_id = $2 WHERE id = $1`, [row.id, affiliateId]);
        await tx.getRepository(QuoteRequestLegEntity).insert(
          legs.map((leg, position) => ({
            quoteRequestId: row.id,
            position,
            fromAirportId: leg.from.id,
            fromCode: leg.from.code,
            toAirportId: leg.to.id,
            toCode: leg.to.code,
            departLocal: localText(leg),
            departsAt: leg.departsAt,
          })),
        );
        const route = routeOf(legs.map((leg) => ({ from: leg.from.code, to: leg.to.code })));
        await this.leads.recordActivity(tx, {
          leadId: lead.id,
          kind: lead.created ? LeadActivityKind.CREATED : LeadActivityKind.QUOTE_REQUESTED,
          actorUserId: null,
          body: `Quote request ${row.reference}: ${route}, ${request.passengers} passenger${request.passengers === 1 ? "" : "s"}.`,
          quoteRequestId: row.id,
        });
        await this.tripMail.requestReceived(tx, row.id, lead.created);
        return { row, leadId: lead.id, leadCreated: lead.created };
      },
    });

    if ("replayed" in outcome) return asSubmitted(outcome.replayed);
    const { made } = outcome;
    await announce(this.log, () => this.events.publishLeadEvent(made.leadCreated ? "CREATED" : "UPDATED", made.leadId));
    // A signed-in customer's other open tabs (their dashboard) list the new request at once.
    if (made.row.customerUserId) await announce(this.log, () => this.events.publishQuoteRequestUpdated(made.row.id));
    return toQuoteRequest(made.row);
  }

  /** The trip checked and estimated, or BAD_USER_INPUT naming every faulty field of the whole input. */
  private async checkedTrip(
    request: NormalizedQuoteRequest,
    now: Date,
  ): Promise<{ legs: CheckedLeg[]; estimate: CharterEstimate }> {
    const problems: FieldProblem[] = [];
    let plan: { legs: CheckedLeg[]; estimate: CharterEstimate } | null = null;
    try {
      plan = await this.estimates.planTrip(
        { legs: request.legs, passengers: request.passengers, category: request.category, tripType: request.tripType },
        now,
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.BAD_USER_INPUT) throw error;
      problems.push(...(error.fields ?? []));
    }
    if (plan && request.category && !chosenEstimate(plan.estimate, request.category)) {
      problems.push({
        field: "category",
        message: `Too few seats for ${request.passengers} passengers: choose a larger category, or none to let us suggest one.`,
      });
    }
    problems.push(...quoteRequestProblems(request));
    if (problems.length || !plan) throw badInput(problems);
    return plan;
  }

  private async insert(
    tx: EntityManager,
    request: NormalizedQuoteRequest,
    meta: {
      key: string | null;
      hash: string;
      chosen: CategoryEstimate | null;
      leadId: string;
      customerUserId: string | null;
      locale: MailLocale;
    },
  ): Promise<QuoteRequestEntity> {
    const { chosen } = meta;
    // A clash of references (1 in 887 million per pair) draws another one.
    return insertWithFreshCode(tx, QuoteRequestEntity, "quote request reference", () => ({
      // e.g. "SC-7K3Q9P" (the table checks the shape).
      reference: `SC-${randomCode(6)}`,
      status: QuoteRequestStatus.NEW,
      tripType: request.tripType,
      passengers: request.passengers,
      category: request.category ?? null,
      pets: request.pets,
      luggage: request.luggage,
      catering: request.catering,
      notes: request.notes,
      contactName: request.contact.name,
      contactEmail: request.contact.email,
      locale: meta.locale,
      contactPhone: request.contact.phone,
      contactCompany: request.contact.company,
      programInterest: request.programInterest,
      referralCode: request.referralCode,
      estimateCategory: chosen?.category ?? null,
      estimateLowUsdCents: chosen ? centsFromUsd(chosen.lowUsd!) : null,
      estimateHighUsdCents: chosen ? centsFromUsd(chosen.highUsd!) : null,
      estimateFlightMinutes: chosen?.flightMinutes ?? null,
      leadId: meta.leadId,
      customerUserId: meta.customerUserId,
      idempotencyKey: meta.key,
      requestHash: meta.hash,
    }));
  }

  /**
   * Gives the signed-in user the requests made while signed out with their email, once the owner
   * has proven that email (followed a mailed link; autoconfirm proves nothing). Requests whose
   * account was deleted stay unclaimed. Lazy: run when they look (myQuoteRequests, myBookings,
   * quoteRequest, acceptQuote), so no sign-up or confirmation hook is needed. Returns how many.
   */
  async claimForUser(userId: string, manager: EntityManager = this.db.manager): Promise<number> {
    const result = (await manager.query(
      `UPDATE quote_request q SET customer_user_id = u.id, updated_at = now()
       FROM auth_user u
       WHERE u.id = $1 AND u.email_proven_at IS NOT NULL AND u.email IS NOT NULL
         AND q.customer_user_id IS NULL AND q.owner_deleted_at IS NULL AND q.contact_email = u.email`,
      [userId],
    )) as [unknown[], number];
    return result[1];
  }

  /** The request if the viewer may see it (their own; staff: any); NOT_FOUND otherwise. */
  async get(id: string, viewer: Viewer): Promise<QuoteRequest> {
    return toQuoteRequest(await this.visibleRow(id, viewer));
  }

  async visibleRow(id: string, viewer: Viewer, manager: EntityManager = this.db.manager): Promise<QuoteRequestEntity> {
    const repo = manager.getRepository(QuoteRequestEntity);
    let row = isUuid(id) ? await repo.findOneBy({ id }) : null;
    if (
      row &&
      !seesAllRows(viewer) &&
      row.customerUserId === null &&
      (await this.claimForUser(viewer.userId, manager)) > 0
    ) {
      row = await repo.findOneBy({ id });
    }
    if (!row || (!seesAllRows(viewer) && row.customerUserId !== viewer.userId)) {
      throw new AppError(ErrorCode.NOT_FOUND, "No quote request with this id.");
    }
    return row;
  }

  /**
   * A request and its legs in flying order, for a feature whose caller was already allowed to act on
   * it (staff asking operators to quote; an operator's checked link); null when there is none.
   */
  async withLegs(
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ request: QuoteRequest; legs: TripLeg[] } | null> {
    const row = isUuid(id) ? await manager.getRepository(QuoteRequestEntity).findOneBy({ id }) : null;
    if (!row) return null;
    const legs = await manager
      .getRepository(QuoteRequestLegEntity)
      .find({ where: { quoteRequestId: row.id }, order: { position: "ASC" } });
    return { request: toQuoteRequest(row), legs: legs.map(toTripLeg) };
  }

  /** The viewer's own requests, newest first (after claiming those made while signed out). */
  async listMine(viewer: Viewer, page: PageArgs): Promise<ConnectionShape<QuoteRequest>> {
    await this.claimForUser(viewer.userId);
    const query = this.db
      .getRepository(QuoteRequestEntity)
      .createQueryBuilder("qr")
      .where("qr.customerUserId = :userId", { userId: viewer.userId });
    return keysetPage(query, createdSort<QuoteRequestEntity>("qr"), page, toQuoteRequest);
  }
}

/**
 * Who owns a new request: the signed-in customer; staff only when it is their own email (a request
 * staff enter for someone else waits, unclaimed, for that person's verified account).
 */
function ownerOnSubmit(viewer: Viewer | null, contactEmail: string): string | null {
  if (!viewer) return null;
  if (viewer.role === "CUSTOMER" || viewer.email.toLowerCase() === contactEmail) return viewer.userId;
  return null;
}

/**
 * A retry's answer: the request as it was when first answered. Holding a key (a shared computer, a
 * leaked log) must not show what came after: status changes, quotes, the booking.
 */
function asSubmitted(row: QuoteRequestEntity): QuoteRequest {
  return { ...toQuoteRequest(row), status: QuoteRequestStatus.NEW, updatedAt: row.createdAt, asSubmitted: true };
}

import type { DataSource, EntityManager } from "typeorm";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { isUuid } from "../../core/ids.js";
import { linkTokenHash, newLinkToken } from "../../core/link-token.js";
import {
  isCurrency,
  QUOTE_PRICE_MAX_USD,
  QUOTE_TEXT_MAX,
  quoteValidUntilProblem,
  usdCentsOf,
} from "../../core/rules/index.js";
import type { Logger } from "../../logger.js";
import { enqueueMail } from "../../mail/outbox.js";
import { rfqRequestEmail } from "../../mail/rfq-request.js";
import { resolveMailLocale } from "../../mail/templates.js";
import { announce, LeadActivityKind, type LeadEvents, type LeadsService } from "../leads/index.js";
import type { FleetAircraft, FleetService, Operator, OperatorsService } from "../operators/index.js";
import { QuoteRequestStatus, routeOf, type QuoteRequestsService } from "../quotes/index.js";
import { RfqStatus } from "./rfq.enums.js";
import type { Rfq, RfqAircraft, RfqInvitation, RfqQuote, RfqRecipient, RfqSuggestion } from "./rfq.js";
import { byCheapest, RFQ_COLUMNS, toRfq, type RfqRow } from "./rfq-rows.js";

/** Operators one request for quotes may go to at once. */
export const RFQ_RECIPIENTS_MAX = 20;
/** A decline's reason. */
export const RFQ_REASON_MAX = 2_000;
/** The largest whole-unit amount an answer may name (a naira price of the largest quote fits). */
const PRICE_AMOUNT_MAX = 1e12;

/** A request can take quotes until it is accepted or cancelled (quotes/quote-status-moves.ts). */
const OPEN_REQUEST: readonly QuoteRequestStatus[] = [
  QuoteRequestStatus.NEW,
  QuoteRequestStatus.QUOTED,
  QuoteRequestStatus.EXPIRED,
];

const NOT_VALID = () => new AppError(ErrorCode.NOT_FOUND, "This link is not valid.");

const describe = (aircraft: FleetAircraft): RfqAircraft => ({
  id: aircraft.id,
  registration: aircraft.registration,
  typeName: aircraft.typeName,
  category: aircraft.category,
  seats: aircraft.seats,
  yearOfManufacture: aircraft.yearOfManufacture,
});

export class RfqsService {
  constructor(
    private readonly db: DataSource,
    private readonly quoteRequests: QuoteRequestsService,
    private readonly leads: LeadsService,
    private readonly operators: OperatorsService,
    private readonly fleet: FleetService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    private readonly siteUrl: string,
    /** How long a link works (RFQ_LINK_HOURS). */
    private readonly linkHours: number,
  ) {}

  /**
   * Operators to ask for a request: those quotable today with an aircraft of the request's category
   * (the one asked for, else the estimated one) seating everyone, nearest to the first departure
   * first; each with its fitting aircraft, nearest first.
   */
  async suggestions(quoteRequestId: string, now: Date = new Date()): Promise<RfqSuggestion[]> {
    const trip = await this.quoteRequests.withLegs(quoteRequestId);
    if (!trip) throw new AppError(ErrorCode.NOT_FOUND, "No quote request with this id.");
    const { request, legs } = trip;
    const suitable = await this.fleet.suitableAircraft(
      {
        nearAirport: legs[0]!.from,
        category: request.category ?? request.estimate?.category ?? null,
        minSeats: request.passengers,
        first: 100,
      },
      now,
    );
    const byOperator = new Map<string, RfqSuggestion>();
    for (const found of suitable) {
      const group = byOperator.get(found.aircraft.operatorId);
      if (group) group.aircraft.push(found);
      else
        byOperator.set(found.aircraft.operatorId, {
          operatorId: found.aircraft.operatorId,
          nearestNm: found.distanceNm,
          aircraft: [found],
        });
    }
    // suitableAircraft answers quotable operators only; checked again here, as the rule is the point.
    const operators = await Promise.all([...byOperator.keys()].map((id) => this.operators.byId(id, now)));
    const quotable = new Set(operators.filter((op): op is Operator => op?.quotable === true).map((op) => op.id));
    return [...byOperator.values()].filter((suggestion) => quotable.has(suggestion.operatorId));
  }

  /**
   * Asks operators to quote a request: for each, one of its contacts gets an email in the contact's
   * language with a link of its own (random, stored hashed, expiring), for this request only. All
   * or nothing: any faulty recipient refuses the whole send, naming it.
   */
  async send(
    quoteRequestId: string,
    recipients: readonly RfqRecipient[],
    actorUserId: string | null,
    now: Date = new Date(),
  ): Promise<Rfq[]> {
    const problems: FieldProblem[] = [];
    if (recipients.length === 0) problems.push({ field: "recipients", message: "Choose at least one operator." });
    if (recipients.length > RFQ_RECIPIENTS_MAX)
      problems.push({ field: "recipients", message: `At most ${RFQ_RECIPIENTS_MAX} operators at once.` });
    const trip = await this.quoteRequests.withLegs(quoteRequestId);
    if (!trip) throw new AppError(ErrorCode.NOT_FOUND, "No quote request with this id.");
    if (!OPEN_REQUEST.includes(trip.request.status))
      throw new AppError(ErrorCode.CONFLICT, `A ${trip.request.status} request takes no more quotes.`);

    const seen = new Set<string>();
    const chosen: { operator: Operator; contact: Operator["contacts"][number] }[] = [];
    for (const [i, recipient] of recipients.entries()) {
      const at = `recipients[${i}]`;
      if (seen.has(recipient.operatorId)) {
        problems.push({ field: `${at}.operatorId`, message: "This operator is already in the list." });
        continue;
      }
      seen.add(recipient.operatorId);
      const operator = await this.operators.byId(recipient.operatorId, now);
      if (!operator) {
        problems.push({ field: `${at}.operatorId`, message: "No operator with this id." });
        continue;
      }
      if (!operator.quotable) {
        problems.push({
          field: `${at}.operatorId`,
          message: "This operator's AOC or insurance has lapsed: it may not be asked to quote.",
        });
        continue;
      }
      const email = recipient.contactEmail.trim().toLowerCase();
      const contact = operator.contacts.find((c) => c.email === email);
      if (!contact) {
        problems.push({ field: `${at}.contactEmail`, message: "Not one of this operator's contacts." });
        continue;
      }
      chosen.push({ operator, contact });
    }
    if (problems.length) throw badInput(problems);

    const { request, legs } = trip;
    const expiresAt = new Date(now.getTime() + this.linkHours * 3_600_000);
    const route = routeOf(legs);
    const ids = await this.db.transaction(async (tx) => {
      const made: string[] = [];
      for (const { operator, contact } of chosen) {
        const token = newLinkToken();
        const [row] = (await tx.query(
          `INSERT INTO rfq (quote_request_id, operator_id, contact_name, contact_email, contact_language, token_hash, expires_at, sent_by_user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            request.id,
            operator.id,
            contact.name,
            contact.email,
            contact.language,
            linkTokenHash(token),
            expiresAt,
            actorUserId,
          ],
        )) as { id: string }[];
        made.push(row!.id);
        const mail = rfqRequestEmail({
          locale: contact.language,
          name: contact.name,
          reference: request.reference,
          route,
          passengers: request.passengers,
          departAt: legs[0]!.departAt,
          expiresAt,
          // The page opens in the contact's language, whatever their browser's.
          link: new URL(`/rfq/${token}?lang=${resolveMailLocale(contact.language)}`, this.siteUrl).toString(),
        });
        await enqueueMail(tx, { to: contact.email, locale: contact.language, kind: "rfq_request", ...mail });
      }
      await this.leads.recordActivity(tx, {
        leadId: request.leadId,
        kind: LeadActivityKind.RFQ_SENT,
        actorUserId,
        body: `Request for quotes on ${request.reference} sent to ${chosen.map(({ operator, contact }) => `${operator.name} (${contact.email})`).join(", ")}.`,
        quoteRequestId: request.id,
      });
      return made;
    });
    await announce(this.log, () => this.events.publishLeadEvent("UPDATED", request.leadId));
    const rows = (await this.db.query(`SELECT ${RFQ_COLUMNS} FROM rfq WHERE id = ANY($1::uuid[])`, [ids])) as RfqRow[];
    // In the order staff listed them.
    return rows.map((row) => toRfq(row, now)).toSorted((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  }

  /** The operators asked for a request: answers cheapest first in US dollars, then declines, then those waiting. */
  async forRequest(quoteRequestId: string, now: Date = new Date()): Promise<Rfq[]> {
    if (!isUuid(quoteRequestId)) return [];
    const rows = (await this.db.query(`SELECT ${RFQ_COLUMNS} FROM rfq WHERE quote_request_id = $1`, [
      quoteRequestId,
    ])) as RfqRow[];
    return rows.map((row) => toRfq(row, now)).toSorted(byCheapest);
  }

  /** Whether a quote request with this id exists. */
  async requestExists(quoteRequestId: string): Promise<boolean> {
    return (await this.quoteRequests.withLegs(quoteRequestId)) !== null;
  }

  /**
   * What an operator's link shows: the trip (never the client), the operator's fleet to answer with,
   * and its answer once given. NOT_FOUND for a token no link has; FORBIDDEN for a link that expired
   * unanswered.
   */
  async invitation(token: string, now: Date = new Date()): Promise<RfqInvitation> {
    const row = await this.byToken(this.db.manager, token);
    if (!row) throw NOT_VALID();
    const rfq = toRfq(row, now);
    if (rfq.expired) throw new AppError(ErrorCode.FORBIDDEN, "This link has expired.");
    return this.invitationOf(rfq);
  }

  /** The operator quotes through its link, once: an aircraft of its fleet, a price in one of the nine currencies. */
  async answer(token: string, rfqId: string, input: RfqQuote, now: Date = new Date()): Promise<RfqInvitation> {
    return this.once(token, rfqId, now, async (tx, rfq) => {
      const problems: FieldProblem[] = [];
      const fleet = await this.fleet.ofOperator(rfq.operatorId);
      const aircraft = fleet.find((a) => a.id === input.aircraftId);
      if (!aircraft) problems.push({ field: "input.aircraftId", message: "Choose an aircraft of your fleet." });
      const currency = isCurrency(input.currency) ? input.currency : null;
      if (!currency) problems.push({ field: "input.currency", message: "One of the nine currencies." });
      if (!Number.isInteger(input.price) || input.price < 1 || input.price > PRICE_AMOUNT_MAX)
        problems.push({ field: "input.price", message: "A whole amount greater than zero." });
      else if (currency && usdCentsOf(input.price, currency) > QUOTE_PRICE_MAX_USD * 100)
        problems.push({
          field: "input.price",
          message: `At most ${QUOTE_PRICE_MAX_USD.toLocaleString("en-US")} US dollars' worth.`,
        });
      const until = quoteValidUntilProblem(input.validUntil.getTime(), now.getTime());
      if (until === "past") problems.push({ field: "input.validUntil", message: "Must be in the future." });
      else if (until === "tooFar") problems.push({ field: "input.validUntil", message: "Must be within a year." });
      const conditions = input.conditions?.trim() || null;
      if (conditions !== null && conditions.length > QUOTE_TEXT_MAX.terms)
        problems.push({
          field: "input.conditions",
          message: `At most ${QUOTE_TEXT_MAX.terms.toLocaleString("en-US")} characters.`,
        });
      if (problems.length) throw badInput(problems);
      await tx.query(
        `UPDATE rfq SET status = 'ANSWERED', answered_at = $2, fleet_aircraft_id = $3, aircraft_registration = $4,
           aircraft_type = $5, aircraft_category = $6, aircraft_seats = $7, aircraft_year = $8, price_amount = $9,
           currency = $10, price_usd_cents = $11, valid_until = $12, conditions = $13
         WHERE id = $1`,
        [
          rfq.id,
          now,
          aircraft!.id,
          aircraft!.registration,
          aircraft!.typeName,
          aircraft!.category,
          aircraft!.seats,
          aircraft!.yearOfManufacture,
          input.price,
          currency,
          usdCentsOf(input.price, currency!),
          input.validUntil,
          conditions,
        ],
      );
    });
  }

  /** The operator declines through its link, once, saying why. */
  async decline(token: string, rfqId: string, reason: string, now: Date = new Date()): Promise<RfqInvitation> {
    return this.once(token, rfqId, now, async (tx, rfq) => {
      const trimmed = reason.trim();
      if (!trimmed || trimmed.length > RFQ_REASON_MAX)
        throw badInput([{ field: "reason", message: `1 to ${RFQ_REASON_MAX.toLocaleString("en-US")} characters.` }]);
      await tx.query(`UPDATE rfq SET status = 'DECLINED', answered_at = $2, decline_reason = $3 WHERE id = $1`, [
        rfq.id,
        now,
        trimmed,
      ]);
    });
  }

  /**
   * One answer per link: the row is locked while it is checked and written, so two submits at once
   * make one answer. The token must be a link's, for this very RFQ (a link answers its own request
   * only), not answered yet (CONFLICT) and not expired (FORBIDDEN). After the commit the lead's
   * page hears of it.
   */
  private async once(
    token: string,
    rfqId: string,
    now: Date,
    write: (tx: EntityManager, rfq: Rfq) => Promise<void>,
  ): Promise<RfqInvitation> {
    const { rfq, leadId } = await this.db.transaction(async (tx) => {
      const row = await this.byToken(tx, token, { lock: true });
      if (!row) throw NOT_VALID();
      if (row.id !== rfqId) throw new AppError(ErrorCode.NOT_FOUND, "This link is not for this request.");
      const current = toRfq(row, now);
      if (current.status !== RfqStatus.SENT)
        throw new AppError(ErrorCode.CONFLICT, "This request was already answered through this link.");
      if (current.expired) throw new AppError(ErrorCode.FORBIDDEN, "This link has expired.");
      await write(tx, current);
      const [after] = (await tx.query(`SELECT ${RFQ_COLUMNS} FROM rfq WHERE id = $1`, [row.id])) as RfqRow[];
      const [lead] = (await tx.query(`SELECT lead_id FROM quote_request WHERE id = $1`, [row.quote_request_id])) as {
        lead_id: string;
      }[];
      const answered = toRfq(after!, now);
      await this.leads.recordActivity(tx, {
        leadId: lead!.lead_id,
        kind: answered.status === RfqStatus.DECLINED ? LeadActivityKind.RFQ_DECLINED : LeadActivityKind.RFQ_ANSWERED,
        actorUserId: null,
        body: await answerSummary(tx, answered),
        quoteRequestId: row.quote_request_id,
      });
      return { rfq: answered, leadId: lead!.lead_id };
    });
    await announce(this.log, () => this.events.publishLeadEvent("UPDATED", leadId));
    return this.invitationOf(rfq);
  }

  private async invitationOf(rfq: Rfq): Promise<RfqInvitation> {
    const [trip, operator, fleet] = await Promise.all([
      this.quoteRequests.withLegs(rfq.quoteRequestId),
      this.operators.byId(rfq.operatorId),
      this.fleet.ofOperator(rfq.operatorId),
    ]);
    if (!trip || !operator) throw NOT_VALID();
    const { request } = trip;
    return {
      id: rfq.id,
      operatorName: operator.name,
      contactName: rfq.contactName,
      status: rfq.status,
      expiresAt: rfq.expiresAt,
      trip: {
        quoteRequestId: request.id,
        reference: request.reference,
        tripType: request.tripType,
        passengers: request.passengers,
        category: request.category ?? request.estimate?.category ?? null,
        pets: request.pets,
        luggage: request.luggage,
      },
      fleet: fleet.map(describe),
      answer: rfq.answer,
    };
  }

  private async byToken(manager: EntityManager, token: string, { lock = false } = {}): Promise<RfqRow | null> {
    if (typeof token !== "string" || token.length < 20 || token.length > 200) return null;
    const rows = (await manager.query(
      `SELECT ${RFQ_COLUMNS} FROM rfq WHERE token_hash = $1${lock ? " FOR UPDATE" : ""}`,
      [linkTokenHash(token)],
    )) as RfqRow[];
    return rows[0] ?? null;
  }
}

const amount = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 0 });

/** The lead timeline's line for an operator's answer or decline. */
async function answerSummary(tx: EntityManager, rfq: Rfq): Promise<string> {
  const [operator] = (await tx.query(`SELECT name FROM charter_operator WHERE id = $1`, [rfq.operatorId])) as {
    name: string;
  }[];
  const name = operator?.name ?? "The operator";
  const answer = rfq.answer!;
  if (rfq.status === RfqStatus.DECLINED) return `${name} declined: ${answer.declineReason ?? ""}`;
  const aircraft = answer.aircraft ? `${answer.aircraft.typeName} (${answer.aircraft.registration})` : "an aircraft";
  return `${name} answered: ${aircraft} for ${amount(answer.price!)} ${answer.currency} (${amount(answer.priceUsd!)} USD), valid until ${answer.validUntil!.toISOString()}.`;
}

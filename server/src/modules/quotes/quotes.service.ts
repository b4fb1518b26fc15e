import type { DataSource, EntityManager } from "typeorm";
import { enqueueMail } from "../../mail/outbox.js";
import { quoteSentEmail } from "../../mail/quote-sent.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import type { Logger } from "../../logger.js";
import type { TripMail } from "../trip-mail/index.js";
import { termsLocaleOf, type AgreementsService } from "../agreements/index.js";
import type { PaymentsService } from "../payments/index.js";
import { draftReturnLeg } from "../empty-legs/index.js";
import { TripType } from "../pricing/index.js";
import type { Booking, BookingsService } from "../bookings/index.js";
import { isUuid } from "../../core/ids.js";
import { seesAllRows, type Viewer } from "../../core/viewer.js";
import { centsFromUsd } from "../../core/money.js";
import {
  isQuoteName,
  isQuotePrice,
  QUOTE_NAME_MAX,
  QUOTE_PRICE_MAX_USD,
  QUOTE_PRICE_MIN_USD,
  QUOTE_TEXT_MAX,
  quoteValidUntilProblem,
} from "../../core/rules/index.js";
import { announce, LeadActivityKind, type LeadEvents, type LeadsService } from "../leads/index.js";
import { QuoteRequestLegEntity } from "./quote-request-leg.entity.js";
import { QuoteRequestEntity } from "./quote-request.entity.js";
import { routeOf, type QuoteRequestsService } from "./quote-requests.service.js";
import { QuoteEntity } from "./quote.entity.js";
import { QuoteRequestStatus, QuoteStatus } from "./quote.enums.js";
import type { QuoteRequest } from "./quote-request.js";
import type { NewQuote, Quote } from "./quote.js";
import { toQuote, toQuoteRequest } from "./quote.mappers.js";
import { assertQuoteRequestTransition, assertQuoteTransition } from "./quote-status-moves.js";

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

/** Problems with a quote, each naming its field. */
export function quoteInputProblems(input: NewQuote, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isQuotePrice(input.priceUsd)) {
    problems.push({
      field: "priceUsd",
      message: `Must be whole dollars from ${QUOTE_PRICE_MIN_USD} to ${QUOTE_PRICE_MAX_USD.toLocaleString("en-US")}.`,
    });
  }
  for (const name of ["aircraft", "operator"] as const) {
    if (!isQuoteName(input[name]))
      problems.push({ field: name, message: `Must be 1 to ${QUOTE_NAME_MAX} characters.` });
  }
  const until = quoteValidUntilProblem(input.validUntil.getTime(), now.getTime());
  if (until === "past") problems.push({ field: "validUntil", message: "Must be in the future." });
  else if (until === "tooFar") problems.push({ field: "validUntil", message: "Must be within a year." });
  for (const [name, max] of Object.entries(QUOTE_TEXT_MAX) as [keyof typeof QUOTE_TEXT_MAX, number][]) {
    if ((input[name]?.trim().length ?? 0) > max)
      problems.push({ field: name, message: `At most ${max.toLocaleString("en-US")} characters.` });
  }
  return problems;
}

const trimmedOrNull = (text: string | null | undefined) => text?.trim() || null;

/** What the customer chooses when accepting: the terms version they read (required), and their currency and language. */
export interface AcceptChoices {
  termsVersion: string | null | undefined;
  /** One of the nine; USD when absent or unknown. */
  currency?: string | null;
  /** The language the terms were read in; the request's when absent. */
  locale?: string | null;
}

export class QuotesService {
  constructor(
    private readonly db: DataSource,
    private readonly quoteRequests: QuoteRequestsService,
    private readonly leads: LeadsService,
    private readonly bookings: BookingsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    private readonly siteUrl: string,
    private readonly tripMail: TripMail,
    private readonly agreements: AgreementsService,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Staff send a quote: the request becomes QUOTED (further quotes keep it so), a NEW lead CONTACTED,
   * and the customer is emailed the quote in their language (queued in the same transaction).
   */
  async send(quoteRequestId: string, input: NewQuote, actorUserId: string | null, now = new Date()): Promise<Quote> {
    const problems = quoteInputProblems(input, now);
    if (problems.length) throw badInput(problems);
    const [quote] = await this.sendAll(quoteRequestId, [input], actorUserId, now);
    return quote!;
  }

  /**
   * Several quotes at once (operators' answers as options), all or nothing in one transaction: a
   * problem with any (its fields named options[i].…) sends none. An operator's answer becomes one
   * live quote only: sending it again while its quote is out or accepted is a CONFLICT.
   */
  async sendAll(
    quoteRequestId: string,
    inputs: readonly NewQuote[],
    actorUserId: string | null,
    now = new Date(),
  ): Promise<Quote[]> {
    const problems = inputs.flatMap((input, i) =>
      quoteInputProblems(input, now).map((p) => ({ ...p, field: `options[${i}].${p.field}` })),
    );
    if (problems.length) throw badInput(problems);
    const outcome = await this.db.transaction(async (tx) => {
      const requests = tx.getRepository(QuoteRequestEntity);
      const request = isUuid(quoteRequestId)
        ? await requests.findOne({ where: { id: quoteRequestId }, lock: { mode: "pessimistic_write" } })
        : null;
      if (!request) throw new AppError(ErrorCode.NOT_FOUND, "No quote request with this id.");
      if (request.status !== QuoteRequestStatus.QUOTED)
        assertQuoteRequestTransition(request.status, QuoteRequestStatus.QUOTED);
      const rfqIds = inputs.flatMap((input) => (input.source?.rfqId ? [input.source.rfqId] : []));
      if (rfqIds.length) {
        // The request's row lock above makes this check and the inserts one step for concurrent sends.
        const [already] = (await tx.query(
          `SELECT 1 FROM quote WHERE rfq_id = ANY($1::uuid[]) AND status IN ('SENT', 'ACCEPTED') LIMIT 1`,
          [rfqIds],
        )) as unknown[];
        if (already)
          throw new AppError(
            ErrorCode.CONFLICT,
            "An operator's answer here is already out as a quote: send each answer once.",
          );
      }
      const quotes: QuoteEntity[] = [];
      let moved = false;
      for (const input of inputs) {
        const inserted = await tx.getRepository(QuoteEntity).insert({
          quoteRequestId: request.id,
          status: QuoteStatus.SENT,
          priceUsdCents: centsFromUsd(input.priceUsd),
          aircraft: input.aircraft.trim(),
          category: input.category ?? null,
          operator: input.operator.trim(),
          validUntil: input.validUntil,
          terms: trimmedOrNull(input.terms),
          clientNote: trimmedOrNull(input.note),
          staffNote: trimmedOrNull(input.staffNote),
          rfqId: input.source?.rfqId ?? null,
          operatorPriceUsdCents: input.source?.operatorPriceUsdCents ?? null,
          marginUsdCents: input.source?.marginUsdCents ?? null,
          aircraftDetails: input.source?.aircraft ?? null,
          operatorAudits: input.source?.operatorAudits ?? [],
          createdByUserId: actorUserId,
        });
        const quote = await tx
          .getRepository(QuoteEntity)
          .findOneByOrFail({ id: (inserted.identifiers[0] as { id: string }).id });
        moved = (await this.leads.markContacted(tx, request.leadId, actorUserId)) || moved;
        await this.leads.recordActivity(tx, {
          leadId: request.leadId,
          kind: LeadActivityKind.QUOTE_SENT,
          actorUserId,
          body: `Quote on ${request.reference}: ${dollars(quote.priceUsdCents)}, ${quote.aircraft} by ${quote.operator}, valid until ${quote.validUntil.toISOString()}.`,
          quoteRequestId: request.id,
        });
        await this.mailQuote(tx, request, quote);
        quotes.push(quote);
      }
      if (request.status !== QuoteRequestStatus.QUOTED)
        await requests.update({ id: request.id }, { status: QuoteRequestStatus.QUOTED });
      return { quotes, leadId: request.leadId, moved };
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(quoteRequestId));
    await announce(this.log, () =>
      this.events.publishLeadEvent(outcome.moved ? "STATUS_CHANGED" : "UPDATED", outcome.leadId),
    );
    return outcome.quotes.map((quote) => toQuote(quote, now));
  }

  /** Queues the quote's email: in the owner's account language when there is an owner, else the request's. */
  private async mailQuote(tx: EntityManager, request: QuoteRequestEntity, quote: QuoteEntity): Promise<void> {
    const [owner] = request.customerUserId
      ? ((await tx.query(`SELECT locale FROM auth_user WHERE id = $1`, [request.customerUserId])) as {
          locale: string;
        }[])
      : [];
    const legs = await tx
      .getRepository(QuoteRequestLegEntity)
      .find({ where: { quoteRequestId: request.id }, order: { position: "ASC" } });
    const locale = owner?.locale ?? request.locale;
    const mail = quoteSentEmail({
      locale,
      name: request.contactName,
      reference: request.reference,
      route: routeOf(legs.map((leg) => ({ from: leg.fromCode, to: leg.toCode }))),
      aircraft: quote.aircraft,
      operator: quote.operator,
      priceUsd: quote.priceUsdCents / 100,
      validUntil: quote.validUntil,
      link: new URL(`/customer/requests/${request.id}`, this.siteUrl).toString(),
    });
    await enqueueMail(tx, { to: request.contactEmail, locale, kind: "quote_sent", ...mail });
  }

  /**
   * The customer who owns the request accepts one of its quotes, while it is valid and the request
   * QUOTED: a booking is made, the other quotes close, the request is ACCEPTED and its lead WON with
   * the price. The customer must name the current charter terms: the agreement (terms, the
   * cancellation schedule and the operator's conditions as shown) is stored with the booking, whose
   * currency, rate and payment schedule are fixed now. Accepting the same quote again returns the
   * same booking.
   */
  async accept(quoteId: string, viewer: Viewer, choices: AcceptChoices, now = new Date()): Promise<Booking> {
    this.agreements.assertCurrentVersion(choices.termsVersion);
    const notFound = () => new AppError(ErrorCode.NOT_FOUND, "No quote with this id.");
    const outcome = await this.db.transaction(async (tx) => {
      const quotes = tx.getRepository(QuoteEntity);
      const found = isUuid(quoteId) ? await quotes.findOneBy({ id: quoteId }) : null;
      if (!found) throw notFound();
      // Lock order everywhere: the request, then its quotes.
      // Someone else's request: the quote does not exist for this customer.
      const visible = await this.quoteRequests.visibleRow(found.quoteRequestId, viewer, tx).catch((error: unknown) => {
        if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) throw notFound();
        throw error;
      });
      const request = await tx
        .getRepository(QuoteRequestEntity)
        .findOneOrFail({ where: { id: visible.id }, lock: { mode: "pessimistic_write" } });
      if (request.customerUserId !== viewer.userId) {
        // Staff see the request but cannot accept for the customer.
        throw seesAllRows(viewer)
          ? new AppError(ErrorCode.FORBIDDEN, "Only the customer who made the request can accept its quotes.")
          : notFound();
      }
      const quote = await quotes.findOneOrFail({ where: { id: found.id }, lock: { mode: "pessimistic_write" } });
      if (quote.status === QuoteStatus.ACCEPTED) {
        const booking = await this.bookings.findByQuote(tx, quote.id);
        if (booking) return { booking, replay: true as const };
      }
      assertQuoteTransition(quote.status, QuoteStatus.ACCEPTED);
      if (quote.validUntil.getTime() <= now.getTime()) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `This quote expired at ${quote.validUntil.toISOString()}: ask us for a new one.`,
        );
      }
      assertQuoteRequestTransition(request.status, QuoteRequestStatus.ACCEPTED);

      const legs = await tx
        .getRepository(QuoteRequestLegEntity)
        .find({ where: { quoteRequestId: request.id }, order: { position: "ASC" } });
      const first = legs[0]!;
      const money = await this.payments.moneyFor(tx, choices.currency, quote.priceUsdCents);
      const booking = await this.bookings.createFromQuote(tx, {
        quoteRequestId: request.id,
        quoteId: quote.id,
        customerUserId: viewer.userId,
        departLocal: first.departLocal,
        departsAt: first.departsAt,
        route: routeOf(legs.map((leg) => ({ from: leg.fromCode, to: leg.toCode }))),
        passengers: request.passengers,
        aircraft: quote.aircraft,
        operator: quote.operator,
        priceUsdCents: quote.priceUsdCents,
        currency: money.currency,
        usdRate: money.usdRate,
        depositMinor: money.depositMinor,
      });
      await this.payments.openSchedule(tx, booking, money.rules);
      await this.agreements.record(
        tx,
        {
          bookingId: booking.id,
          termsVersion: choices.termsVersion!.trim(),
          termsLocale: termsLocaleOf(choices.locale ?? request.locale),
          operatorConditions: quote.terms,
          quoteValidUntil: quote.validUntil,
          acceptedByUserId: viewer.userId,
        },
        now,
      );
      await quotes.update({ id: quote.id }, { status: QuoteStatus.ACCEPTED });
      await quotes
        .createQueryBuilder()
        .update()
        .set({ status: QuoteStatus.CLOSED })
        .where("quote_request_id = :requestId AND id <> :quoteId AND status = :sent", {
          requestId: request.id,
          quoteId: quote.id,
          sent: QuoteStatus.SENT,
        })
        .execute();
      await tx.getRepository(QuoteRequestEntity).update({ id: request.id }, { status: QuoteRequestStatus.ACCEPTED });
      await this.leads.markWon(
        tx,
        request.leadId,
        quote.priceUsdCents,
        `Quote accepted on ${request.reference}: booking ${booking.number} (${booking.confirmationCode}), ${dollars(quote.priceUsdCents)}.`,
        request.id,
      );
      await this.tripMail.quoteAccepted(tx, booking.id);
      if (request.tripType === TripType.ONE_WAY) {
        // The aircraft is left at the destination: its way back becomes an empty leg for staff to publish.
        const last = legs[legs.length - 1]!;
        await draftReturnLeg(tx, {
          bookingId: booking.id,
          fromAirportId: first.fromAirportId,
          toAirportId: last.toAirportId,
          arrivesAt: new Date(last.departsAt.getTime() + (request.estimateFlightMinutes ?? 0) * 60_000),
          aircraftType: quote.aircraftDetails?.typeName ?? quote.aircraft,
          category: quote.category ?? quote.aircraftDetails?.category ?? null,
          seats: quote.aircraftDetails?.seats ?? null,
        });
      }
      return { booking, replay: false as const, requestId: request.id, leadId: request.leadId };
    });
    if (!outcome.replay) {
      await announce(this.log, () => this.events.publishQuoteRequestUpdated(outcome.requestId));
      await announce(this.log, () => this.events.publishLeadEvent("STATUS_CHANGED", outcome.leadId));
    }
    return outcome.booking;
  }

  /**
   * The customer withdraws their own request before anything is booked: it becomes CANCELLED, its
   * open quotes close and the lead's timeline says so (staff see it live). Cancelling twice is a no-op.
   */
  async cancelRequest(quoteRequestId: string, viewer: Viewer): Promise<QuoteRequest> {
    const outcome = await this.db.transaction(async (tx) => {
      const visible = await this.quoteRequests.visibleRow(quoteRequestId, viewer, tx);
      const request = await tx
        .getRepository(QuoteRequestEntity)
        .findOneOrFail({ where: { id: visible.id }, lock: { mode: "pessimistic_write" } });
      if (request.customerUserId !== viewer.userId) {
        throw seesAllRows(viewer)
          ? new AppError(ErrorCode.FORBIDDEN, "Only the customer who made the request can cancel it.")
          : new AppError(ErrorCode.NOT_FOUND, "No quote request with this id.");
      }
      if (request.status === QuoteRequestStatus.CANCELLED) return { request, replay: true as const };
      assertQuoteRequestTransition(request.status, QuoteRequestStatus.CANCELLED);
      await tx
        .getRepository(QuoteEntity)
        .createQueryBuilder()
        .update()
        .set({ status: QuoteStatus.CLOSED })
        .where("quote_request_id = :id AND status = :sent", { id: request.id, sent: QuoteStatus.SENT })
        .execute();
      await tx.getRepository(QuoteRequestEntity).update({ id: request.id }, { status: QuoteRequestStatus.CANCELLED });
      await this.leads.recordActivity(tx, {
        leadId: request.leadId,
        kind: LeadActivityKind.NOTE,
        actorUserId: viewer.userId,
        body: `The customer cancelled quote request ${request.reference}.`,
        quoteRequestId: request.id,
      });
      return { request: { ...request, status: QuoteRequestStatus.CANCELLED }, replay: false as const };
    });
    if (!outcome.replay) {
      await announce(this.log, () => this.events.publishQuoteRequestUpdated(outcome.request.id));
      await announce(this.log, () => this.events.publishLeadEvent("UPDATED", outcome.request.leadId));
    }
    return toQuoteRequest(outcome.request);
  }
}

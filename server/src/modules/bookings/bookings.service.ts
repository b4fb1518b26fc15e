import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import type { Viewer } from "../../graphql/context.js";
import { dateRangeProblems } from "../../graphql/date-range.js";
import { AppError, badInput, ErrorCode } from "../../graphql/errors.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../graphql/pagination.js";
import type { Logger } from "../../logger.js";
import { writeAudit } from "../audit/audit.js";
import { isUuid } from "../common/access.js";
import { newConfirmationCode } from "../common/codes.js";
import { announce, type LeadEvents } from "../leads/lead-events.js";
import type { QuoteRequestLegEntity } from "../quotes/quote-request-leg.entity.js";
import type { QuoteRequestEntity } from "../quotes/quote-request.entity.js";
import type { QuoteEntity } from "../quotes/quote.entity.js";
import { routeOf, type QuoteRequestsService } from "../quotes/quote-requests.service.js";
import { BookingEntity } from "./booking.entity.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";
import type { BookingFilter } from "./booking.input.js";
import { toBooking } from "./booking.mappers.js";
import type { Booking } from "./booking.type.js";
import { assertBookingTransition } from "./transitions.js";

const CODE_ATTEMPTS = 5;

export class BookingsService {
  constructor(
    private readonly db: DataSource,
    private readonly quoteRequests: QuoteRequestsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
  ) {}

  /**
   * The booking for an accepted quote, in the caller's transaction (which holds the request's
   * lock). The confirmation code is drawn again on the rare clash with an existing one.
   */
  async createFromQuote(
    tx: EntityManager,
    request: QuoteRequestEntity,
    quote: QuoteEntity,
    legs: QuoteRequestLegEntity[],
    customerUserId: string,
  ): Promise<BookingEntity> {
    const first = legs[0]!;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const result = await tx
        .createQueryBuilder()
        .insert()
        .into(BookingEntity)
        .values({
          status: BookingStatus.REQUESTED,
          paymentStatus: PaymentStatus.UNPAID,
          quoteRequestId: request.id,
          quoteId: quote.id,
          customerUserId,
          departLocal: first.departLocal,
          departsAt: first.departsAt,
          route: routeOf(legs.map((leg) => ({ from: leg.fromCode, to: leg.toCode }))),
          passengers: request.passengers,
          aircraft: quote.aircraft,
          operator: quote.operator,
          priceUsdCents: quote.priceUsdCents,
          confirmationCode: newConfirmationCode(),
        })
        .orIgnore()
        .returning(["id"])
        .execute();
      const id = (result.raw as { id: string }[])[0]?.id;
      if (id) return tx.getRepository(BookingEntity).findOneByOrFail({ id });
    }
    throw new Error(`no free confirmation code after ${CODE_ATTEMPTS} attempts`);
  }

  findByQuote(manager: EntityManager, quoteId: string): Promise<BookingEntity | null> {
    return manager.getRepository(BookingEntity).findOneBy({ quoteId });
  }

  /** The viewer's own bookings, newest first. Claims signed-out requests first, as myQuoteRequests does. */
  async listMine(viewer: Viewer, page: PageArgs): Promise<ConnectionShape<Booking>> {
    await this.quoteRequests.claimForUser(viewer.userId);
    const query = this.db.getRepository(BookingEntity).createQueryBuilder("booking").where("booking.customerUserId = :userId", { userId: viewer.userId });
    return keysetPage(query, createdSort<BookingEntity>("booking"), page, toBooking);
  }

  /** Every booking matching the filter, newest first (staff). */
  async list(filter: BookingFilter | null | undefined, page: PageArgs): Promise<ConnectionShape<Booking>> {
    return keysetPage(bookingFilterQuery(this.db, filter), createdSort<BookingEntity>("booking"), page, toBooking);
  }

  /** Moves the booking along its documented transitions; the change is written to the audit log. */
  async changeStatus(id: string, to: BookingStatus, actorUserId: string | null): Promise<Booking> {
    const booking = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(BookingEntity);
      const row = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No booking with this id.");
      assertBookingTransition(row.status, to);
      await repo.update({ id: row.id }, { status: to });
      await writeAudit(tx, [{ actorUserId, action: "booking.status", entity: "booking", entityId: row.id, before: { status: row.status }, after: { status: to } }]);
      return repo.findOneByOrFail({ id: row.id });
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(booking.quoteRequestId));
    return toBooking(booking);
  }
}

/** The bookings matching a filter, as a query builder aliased "booking" (the list and the CSV export both start here). */
export function bookingFilterQuery(db: DataSource | EntityManager, filter: BookingFilter | null | undefined): SelectQueryBuilder<BookingEntity> {
  const problems = dateRangeProblems(filter?.departing, "filter.departing");
  if (problems.length) throw badInput(problems);
  const query = db.getRepository(BookingEntity).createQueryBuilder("booking");
  if (filter?.status?.length) query.andWhere("booking.status IN (:...statuses)", { statuses: filter.status });
  if (filter?.departing?.from) query.andWhere("booking.departsAt >= :departFrom", { departFrom: filter.departing.from });
  if (filter?.departing?.to) query.andWhere("booking.departsAt < :departTo", { departTo: filter.departing.to });
  return query;
}

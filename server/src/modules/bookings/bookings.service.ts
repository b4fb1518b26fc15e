import type { DataSource, EntityManager } from "typeorm";
import type { Viewer } from "../../core/viewer.js";
import { AppError, ErrorCode } from "../../core/errors.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { bookingFilterQuery, bookingSort } from "./booking-query.js";
import { insertWithFreshCode } from "../../core/fresh-code.js";
import type { Logger } from "../../logger.js";
import { writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import { randomCode } from "../../core/codes.js";
import { announce, type LeadEvents, type LeadsService } from "../leads/index.js";
import { BookingEntity } from "./booking.entity.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";
import { toBooking } from "./booking.mappers.js";
import type { Booking, BookingFilter, BookingOrder } from "./booking.js";
import { assertBookingTransition, assertPaymentTransition } from "./booking-status-moves.js";

/** What a booking is made of: the accepted quote and its request, as quotes.service.ts reads them. */
export type BookingDraft = Pick<
  BookingEntity,
  | "quoteRequestId"
  | "quoteId"
  | "customerUserId"
  | "departLocal"
  | "departsAt"
  | "route"
  | "passengers"
  | "aircraft"
  | "operator"
  | "priceUsdCents"
>;

export class BookingsService {
  constructor(
    private readonly db: DataSource,
    /** Gives the user the quote requests made signed out with their email (QuoteRequestsService.claimForUser). */
    private readonly claimQuoteRequests: (userId: string) => Promise<number>,
    private readonly leads: LeadsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
  ) {}

  /**
   * The booking for an accepted quote, in the caller's transaction (which holds the request's
   * lock). The confirmation code is drawn again on the rare clash with an existing one.
   */
  async createFromQuote(tx: EntityManager, draft: BookingDraft): Promise<Booking> {
    const row = await insertWithFreshCode(tx, BookingEntity, "confirmation code", () => ({
      status: BookingStatus.REQUESTED,
      paymentStatus: PaymentStatus.UNPAID,
      ...draft,
      // e.g. "K7Q3XP".
      confirmationCode: randomCode(6),
    }));
    return toBooking(row);
  }

  async findByQuote(manager: EntityManager, quoteId: string): Promise<Booking | null> {
    const row = await manager.getRepository(BookingEntity).findOneBy({ quoteId });
    return row && toBooking(row);
  }

  /** The viewer's own bookings, newest first. Claims signed-out requests first, as myQuoteRequests does. */
  async listMine(viewer: Viewer, page: PageArgs): Promise<ConnectionShape<Booking>> {
    await this.claimQuoteRequests(viewer.userId);
    const query = this.db
      .getRepository(BookingEntity)
      .createQueryBuilder("booking")
      .where("booking.customerUserId = :userId", { userId: viewer.userId });
    return keysetPage(query, createdSort<BookingEntity>("booking"), page, toBooking);
  }

  /** Every booking matching the filter, newest first (staff). */
  async list(
    filter: BookingFilter | null | undefined,
    order: BookingOrder | null | undefined,
    page: PageArgs,
  ): Promise<ConnectionShape<Booking>> {
    return keysetPage(bookingFilterQuery(this.db, filter), bookingSort(order), page, toBooking);
  }

  /**
   * Moves the booking along its documented transitions; the change is written to the audit log.
   * A cancellation also takes the booking's price off its lead (and the win, when nothing else is booked).
   */
  async changeStatus(id: string, to: BookingStatus, actorUserId: string | null): Promise<Booking> {
    const { booking, lead } = await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, id);
      assertBookingTransition(row.status, to);
      await tx.getRepository(BookingEntity).update({ id: row.id }, { status: to });
      await writeAudit(tx, [
        {
          actorUserId,
          action: "booking.status",
          entity: "booking",
          entityId: row.id,
          before: { status: row.status },
          after: { status: to },
        },
      ]);
      let lead: { id: string; lost: boolean } | null = null;
      if (to === BookingStatus.CANCELLED) {
        const [request] = (await tx.query(`SELECT lead_id FROM quote_request WHERE id = $1`, [row.quoteRequestId])) as {
          lead_id: string;
        }[];
        lead = {
          id: request!.lead_id,
          lost: await this.leads.markBookingCancelled(tx, request!.lead_id, row, actorUserId),
        };
      }
      return { booking: await tx.getRepository(BookingEntity).findOneByOrFail({ id: row.id }), lead };
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(booking.quoteRequestId));
    if (lead)
      await announce(this.log, () => this.events.publishLeadEvent(lead.lost ? "STATUS_CHANGED" : "UPDATED", lead.id));
    return toBooking(booking);
  }

  /** Records what the customer has paid, along UNPAID → DEPOSIT_PAID → PAID → REFUNDED; audited. */
  async changePaymentStatus(id: string, to: PaymentStatus, actorUserId: string | null): Promise<Booking> {
    const booking = await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, id);
      assertPaymentTransition(row.paymentStatus, to);
      await tx.getRepository(BookingEntity).update({ id: row.id }, { paymentStatus: to });
      await writeAudit(tx, [
        {
          actorUserId,
          action: "booking.payment",
          entity: "booking",
          entityId: row.id,
          before: { paymentStatus: row.paymentStatus },
          after: { paymentStatus: to },
        },
      ]);
      return tx.getRepository(BookingEntity).findOneByOrFail({ id: row.id });
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(booking.quoteRequestId));
    return toBooking(booking);
  }

  private async lockedRow(tx: EntityManager, id: string): Promise<BookingEntity> {
    const row = isUuid(id)
      ? await tx.getRepository(BookingEntity).findOne({ where: { id }, lock: { mode: "pessimistic_write" } })
      : null;
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No booking with this id.");
    return row;
  }
}

import type { DataSource, EntityManager } from "typeorm";
import type { Viewer } from "../../core/viewer.js";
import { AppError, ErrorCode } from "../../core/errors.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { bookingFilterQuery, bookingSort } from "./booking-query.js";
import { insertWithFreshCode } from "../../core/fresh-code.js";
import type { Logger } from "../../logger.js";
import type { TripMail } from "../trip-mail/index.js";
import { writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import { randomCode } from "../../core/codes.js";
import { announce, type LeadEvents, type LeadsService } from "../leads/index.js";
import { BookingEntity } from "./booking.entity.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";
import { toBooking } from "./booking.mappers.js";
import type { Booking, BookingFilter, BookingOrder } from "./booking.js";
import { assertBookingTransition, assertPaymentTransition } from "./booking-status-moves.js";
import { outstandingMinorOf, paymentStatusOf } from "./booking-money.js";

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
  | "currency"
  | "usdRate"
  | "depositMinor"
>;

/** A booking's payment totals after a payment or refund is recorded, and its status before and after. */
export interface PaymentTotalsChange {
  booking: Booking;
  before: PaymentStatus;
}

export class BookingsService {
  constructor(
    private readonly db: DataSource,
    /** Gives the user the quote requests made signed out with their email (QuoteRequestsService.claimForUser). */
    private readonly claimQuoteRequests: (userId: string) => Promise<number>,
    private readonly leads: LeadsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    private readonly tripMail: TripMail,
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
      const open = outstandingMinorOf(toBooking(row));
      if (to === BookingStatus.COMPLETED && open > 0) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `Booking ${row.number} has ${(open / 100).toFixed(2)} ${row.currency} open: record the balance before completing it.`,
        );
      }
      await tx.getRepository(BookingEntity).update({ id: row.id }, { status: to });
      // Confirmed with the operator: the customer gets the confirmation, its PDF and calendar file.
      if (to === BookingStatus.CONFIRMED) await this.tripMail.bookingConfirmed(tx, row.id);
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

  /**
   * Sets the payment status by hand, along UNPAID → DEPOSIT_PAID → PAID → REFUNDED, only to the
   * status the recorded payments make (paymentStatusOf): it brings a booking whose status was set
   * before payments were recorded in line, and never contradicts them. Audited.
   */
  async changePaymentStatus(id: string, to: PaymentStatus, actorUserId: string | null): Promise<Booking> {
    const booking = await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, id);
      assertPaymentTransition(row.paymentStatus, to);
      const recorded = paymentStatusOf(toBooking(row));
      if (to !== recorded) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `The payments recorded on booking ${row.number} make it ${recorded}, not ${to}: record a payment or refund instead.`,
        );
      }
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

  /**
   * The booking's new payment totals, in the caller's transaction (recordPayment's, which holds the
   * row's lock): the payment status follows them.
   */
  async applyPaymentTotals(
    tx: EntityManager,
    id: string,
    totals: { paidMinor: number; refundedMinor: number },
  ): Promise<PaymentTotalsChange> {
    const row = await this.lockedRow(tx, id);
    const paymentStatus = paymentStatusOf({ ...toBooking(row), ...totals });
    await tx.getRepository(BookingEntity).update({ id: row.id }, { ...totals, paymentStatus });
    const after = await tx.getRepository(BookingEntity).findOneByOrFail({ id: row.id });
    return { booking: toBooking(after), before: row.paymentStatus };
  }

  /** The booking, locked for the caller's transaction; NOT_FOUND when there is none. */
  async lockForUpdate(tx: EntityManager, id: string): Promise<Booking> {
    return toBooking(await this.lockedRow(tx, id));
  }

  /** Tells the booking's customer and staff watching its request that it changed (after the commit). */
  async announce(booking: Booking): Promise<void> {
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(booking.quoteRequestId));
  }

  private async lockedRow(tx: EntityManager, id: string): Promise<BookingEntity> {
    const row = isUuid(id)
      ? await tx.getRepository(BookingEntity).findOne({ where: { id }, lock: { mode: "pessimistic_write" } })
      : null;
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No booking with this id.");
    return row;
  }
}

import type { EntityManager } from "typeorm";
import { lockForTransaction } from "../../core/advisory-lock.js";
import { AppError, ErrorCode } from "../../core/errors.js";
import { isUuid } from "../../core/ids.js";
import type { Queryable } from "../../core/queryable.js";
import { hasRole, type Viewer } from "../../core/viewer.js";
import { BookingStatus } from "../bookings/index.js";
import type { TripLegRow } from "./manifest-status.js";

// Who reaches a booking's passengers. The booker (the booking's customer) sees and edits them;
// staff see them only for bookings they work: an admin for every booking, a staff member for the
// bookings whose lead is assigned to them. Anyone else is told there is no such booking.

export interface BookingFacts {
  id: string;
  number: string;
  status: BookingStatus;
  route: string;
  seats: number;
  customerUserId: string | null;
  quoteRequestId: string;
  assigneeUserId: string | null;
  deadline: Date | null;
  erasedAt: Date | null;
}

export type Reach = "BOOKER" | "STAFF";

const NO_BOOKING = () => new AppError(ErrorCode.NOT_FOUND, "No booking with this id.");

export async function bookingFacts(db: Queryable, id: string): Promise<BookingFacts | null> {
  if (!isUuid(id)) return null;
  const [row] = (await db.query(
    `SELECT b.id, b.number, b.status, b.route, b.passengers AS seats, b.customer_user_id AS "customerUserId",
            b.quote_request_id AS "quoteRequestId", l.assignee_user_id AS "assigneeUserId",
            m.deadline, m.passengers_erased_at AS "erasedAt"
     FROM booking b JOIN quote_request r ON r.id = b.quote_request_id LEFT JOIN lead l ON l.id = r.lead_id
       LEFT JOIN booking_manifest m ON m.booking_id = b.id
     WHERE b.id = $1`,
    [id],
  )) as BookingFacts[];
  return row ?? null;
}

/** Whether staff `viewer` works this booking: an admin, or the staff member its lead is assigned to. */
export function worksBooking(viewer: Viewer | null, booking: Pick<BookingFacts, "assigneeUserId">): boolean {
  if (hasRole(viewer, "ADMIN")) return true;
  return hasRole(viewer, "STAFF") && booking.assigneeUserId === viewer!.userId;
}

/** The booking and how the viewer reaches it; NOT_FOUND for anyone who may not. */
export async function reachBooking(
  db: Queryable,
  viewer: Viewer,
  id: string,
): Promise<{ booking: BookingFacts; reach: Reach }> {
  const booking = await bookingFacts(db, id);
  if (!booking) throw NO_BOOKING();
  if (booking.customerUserId === viewer.userId) return { booking, reach: "BOOKER" };
  if (worksBooking(viewer, booking)) return { booking, reach: "STAFF" };
  throw NO_BOOKING();
}

/**
 * The booking for a change by its booker, with its passengers locked for the transaction (seats are
 * counted and taken under the lock). A cancelled or flown booking, or one already erased, takes no change.
 */
export async function bookingForChange(tx: EntityManager, viewer: Viewer, id: string): Promise<BookingFacts> {
  const booking = await bookingFacts(tx, id);
  if (!booking || booking.customerUserId !== viewer.userId) throw NO_BOOKING();
  await lockForTransaction(tx, `booking-passengers:${booking.id}`);
  if (booking.status === BookingStatus.CANCELLED || booking.status === BookingStatus.COMPLETED)
    throw new AppError(ErrorCode.CONFLICT, `A ${booking.status} booking's passengers can no longer change.`);
  if (booking.erasedAt) throw new AppError(ErrorCode.CONFLICT, "This booking's passengers were erased after the trip.");
  return booking;
}

export async function tripLegs(db: Queryable, quoteRequestIds: readonly string[]): Promise<TripLegRow[]> {
  return (await db.query(
    `SELECT quote_request_id, position, from_code, to_code, depart_local FROM quote_request_leg
     WHERE quote_request_id = ANY($1::uuid[]) ORDER BY quote_request_id, position`,
    [[...quoteRequestIds]],
  )) as TripLegRow[];
}

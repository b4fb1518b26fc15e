import type { Viewer } from "../../core/viewer.js";
import { assertTransition, movesFor, type TransitionMap } from "../../core/state-machine.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";

/** Requested → confirmed by the operator → completed once flown; cancellable until flown. */
export const BOOKING_TRANSITIONS: TransitionMap<BookingStatus> = {
  [BookingStatus.REQUESTED]: [BookingStatus.CONFIRMED, BookingStatus.CANCELLED],
  [BookingStatus.CONFIRMED]: [BookingStatus.COMPLETED, BookingStatus.CANCELLED],
  [BookingStatus.COMPLETED]: [],
  [BookingStatus.CANCELLED]: [],
};

export const assertBookingTransition = (from: BookingStatus, to: BookingStatus) =>
  assertTransition("booking", BOOKING_TRANSITIONS, from, to);

/** Unpaid → a deposit or the full price → refunded once money came in. Refunded is final. */
export const PAYMENT_TRANSITIONS: TransitionMap<PaymentStatus> = {
  [PaymentStatus.UNPAID]: [PaymentStatus.DEPOSIT_PAID, PaymentStatus.PAID],
  [PaymentStatus.DEPOSIT_PAID]: [PaymentStatus.PAID, PaymentStatus.REFUNDED],
  [PaymentStatus.PAID]: [PaymentStatus.REFUNDED],
  [PaymentStatus.REFUNDED]: [],
};

export const assertPaymentTransition = (from: PaymentStatus, to: PaymentStatus) =>
  assertTransition("payment", PAYMENT_TRANSITIONS, from, to);

/** Who may move a booking or record a payment: the role changeBookingStatus and changePaymentStatus require. */
export const BOOKING_MOVERS = "STAFF";

export const bookingMovesFor = (viewer: Viewer | null, from: BookingStatus) =>
  movesFor(BOOKING_TRANSITIONS, from, viewer, BOOKING_MOVERS);
export const paymentMovesFor = (viewer: Viewer | null, from: PaymentStatus) =>
  movesFor(PAYMENT_TRANSITIONS, from, viewer, BOOKING_MOVERS);

import { assertTransition, type TransitionMap } from "../common/state-machine.js";
import { BookingStatus } from "./booking.enums.js";

/** Requested → confirmed by the operator → completed once flown; cancellable until flown. */
export const BOOKING_TRANSITIONS: TransitionMap<BookingStatus> = {
  [BookingStatus.REQUESTED]: [BookingStatus.CONFIRMED, BookingStatus.CANCELLED],
  [BookingStatus.CONFIRMED]: [BookingStatus.COMPLETED, BookingStatus.CANCELLED],
  [BookingStatus.COMPLETED]: [],
  [BookingStatus.CANCELLED]: [],
};

export const assertBookingTransition = (from: BookingStatus, to: BookingStatus) => assertTransition("booking", BOOKING_TRANSITIONS, from, to);

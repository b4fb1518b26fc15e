import { describe, expect, it } from "vitest";
import { type TransitionMap } from "../../core/state-machine.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";
import {
  assertBookingTransition,
  BOOKING_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  paymentMovesFor,
} from "./booking-status-moves.js";

const maps: [string, TransitionMap<string>, Record<string, string>][] = [
  ["booking", BOOKING_TRANSITIONS, BookingStatus],
  ["payment", PAYMENT_TRANSITIONS, PaymentStatus],
];

const viewer = (role: "CUSTOMER" | "STAFF" | "ADMIN", staffMfaSatisfied = true) =>
  ({
    userId: "u",
    sessionId: "s",
    email: "a@b.co",
    role,
    aal: "aal1",
    owesSecondFactor: false,
    staffMfaSatisfied,
    expiresAt: 0,
  }) as const;

describe("booking status moves", () => {
  it.each(maps)("%s: every status has an entry, moves stay within the enum, none to itself", (_name, map, statuses) => {
    expect(Object.keys(map).toSorted()).toEqual(Object.values(statuses).toSorted());
    for (const [from, targets] of Object.entries(map)) {
      for (const to of targets) expect(Object.values(statuses)).toContain(to);
      expect(targets).not.toContain(from);
    }
  });

  it("keep the documented rules: flown and cancelled bookings are final", () => {
    expect(BOOKING_TRANSITIONS[BookingStatus.COMPLETED]).toEqual([]);
    expect(() => assertBookingTransition(BookingStatus.CANCELLED, BookingStatus.CONFIRMED)).toThrowError(
      "Cannot move a booking from CANCELLED to CONFIRMED: CANCELLED is final.",
    );
  });

  it("offer payments to staff with their second factor only", () => {
    expect(paymentMovesFor(viewer("ADMIN"), PaymentStatus.UNPAID)).toEqual([
      PaymentStatus.DEPOSIT_PAID,
      PaymentStatus.PAID,
    ]);
    expect(paymentMovesFor(viewer("STAFF", false), PaymentStatus.UNPAID)).toEqual([]);
    expect(paymentMovesFor(viewer("CUSTOMER"), PaymentStatus.UNPAID)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { BookingStatus, PaymentStatus } from "../bookings/booking.enums.js";
import { BOOKING_TRANSITIONS, paymentMovesFor } from "../bookings/transitions.js";
import { LeadStatus } from "../leads/lead.enums.js";
import { LEAD_TRANSITIONS, leadMovesFor } from "../leads/transitions.js";
import { QuoteRequestStatus, QuoteStatus } from "../quotes/quote.enums.js";
import { QUOTE_REQUEST_TRANSITIONS, QUOTE_TRANSITIONS } from "../quotes/transitions.js";
import { assertTransition, canTransition, type TransitionMap } from "./state-machine.js";

const maps: [string, TransitionMap<string>, Record<string, string>][] = [
  ["lead", LEAD_TRANSITIONS, LeadStatus],
  ["quote request", QUOTE_REQUEST_TRANSITIONS, QuoteRequestStatus],
  ["quote", QUOTE_TRANSITIONS, QuoteStatus],
  ["booking", BOOKING_TRANSITIONS, BookingStatus],
];

const viewer = (role: "CUSTOMER" | "STAFF" | "ADMIN", staffMfaSatisfied = true) =>
  ({ userId: "u", sessionId: "s", email: "a@b.co", role, aal: "aal1", staffMfaSatisfied, expiresAt: 0 }) as const;

describe("status transitions", () => {
  it.each(maps)("%s: every status has an entry, moves stay within the enum, none to itself", (_name, map, statuses) => {
    expect(Object.keys(map).toSorted()).toEqual(Object.values(statuses).toSorted());
    for (const [from, targets] of Object.entries(map)) {
      for (const to of targets) {
        expect(Object.values(statuses)).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it("says from and to, and what is allowed instead, in the CONFLICT", () => {
    expect(() => assertTransition("lead", LEAD_TRANSITIONS, LeadStatus.CONTACTED, LeadStatus.NEW)).toThrowError(
      "Cannot move a lead from CONTACTED to NEW: from CONTACTED it can move to QUALIFIED, WON, LOST.",
    );
    try {
      assertTransition("booking", BOOKING_TRANSITIONS, BookingStatus.CANCELLED, BookingStatus.CONFIRMED);
      expect.unreachable();
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe("CONFLICT");
      expect((error as Error).message).toBe("Cannot move a booking from CANCELLED to CONFIRMED: CANCELLED is final.");
    }
  });

  it("keeps the documented rules: won leads, accepted requests and flown bookings are final; lost leads can come back", () => {
    expect(LEAD_TRANSITIONS[LeadStatus.WON]).toEqual([]);
    expect(canTransition(LEAD_TRANSITIONS, LeadStatus.LOST, LeadStatus.CONTACTED)).toBe(true);
    expect(canTransition(LEAD_TRANSITIONS, LeadStatus.LOST, LeadStatus.WON)).toBe(true);
    expect(canTransition(LEAD_TRANSITIONS, LeadStatus.QUALIFIED, LeadStatus.NEW)).toBe(false);
    expect(QUOTE_REQUEST_TRANSITIONS[QuoteRequestStatus.ACCEPTED]).toEqual([]);
    expect(canTransition(QUOTE_REQUEST_TRANSITIONS, QuoteRequestStatus.NEW, QuoteRequestStatus.ACCEPTED)).toBe(false);
    expect(canTransition(QUOTE_REQUEST_TRANSITIONS, QuoteRequestStatus.EXPIRED, QuoteRequestStatus.QUOTED)).toBe(true);
    expect(BOOKING_TRANSITIONS[BookingStatus.COMPLETED]).toEqual([]);
    // Every open lead stage can be won: accepting a quote wins the lead from wherever it is.
    for (const status of [LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.QUALIFIED, LeadStatus.LOST]) {
      expect(canTransition(LEAD_TRANSITIONS, status, LeadStatus.WON)).toBe(true);
    }
  });

  it("offers a viewer the moves only when they may make them: staff with their second factor, not customers", () => {
    expect(leadMovesFor(viewer("STAFF"), LeadStatus.LOST)).toEqual([LeadStatus.CONTACTED, LeadStatus.WON]);
    expect(leadMovesFor(viewer("ADMIN"), LeadStatus.WON)).toEqual([]);
    expect(paymentMovesFor(viewer("ADMIN"), PaymentStatus.UNPAID)).toEqual([
      PaymentStatus.DEPOSIT_PAID,
      PaymentStatus.PAID,
    ]);
    expect(leadMovesFor(viewer("CUSTOMER"), LeadStatus.NEW)).toEqual([]);
    expect(paymentMovesFor(viewer("STAFF", false), PaymentStatus.UNPAID)).toEqual([]);
    expect(leadMovesFor(null, LeadStatus.NEW)).toEqual([]);
  });
});

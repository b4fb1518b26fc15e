import { describe, expect, it } from "vitest";
import { bookingExportPath, BOOKING_MOVES, PAYMENT_MOVES } from "./bookingMoves";

describe("the booking desk's moves", () => {
  it("ends at flown, cancelled and refunded", () => {
    expect(BOOKING_MOVES.COMPLETED).toEqual([]);
    expect(BOOKING_MOVES.CANCELLED).toEqual([]);
    expect(PAYMENT_MOVES.REFUNDED).toEqual([]);
    expect(PAYMENT_MOVES.UNPAID).not.toContain("REFUNDED");
  });

  it("exports what the filter shows", () => {
    expect(bookingExportPath({ search: " bk-1001 ", status: "CONFIRMED", payment: "PAID", sort: "PRICE" })).toBe("/export/bookings.csv?status=CONFIRMED&paymentStatus=PAID&search=bk-1001");
    expect(bookingExportPath({ search: "", status: null, payment: null, sort: "CREATED_AT" })).toBe("/export/bookings.csv");
  });
});

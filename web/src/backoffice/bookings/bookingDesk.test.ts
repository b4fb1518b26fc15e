import { describe, expect, it } from "vitest";
import { bookingExportPath } from "./bookingDesk";

describe("the booking desk's export", () => {
  it("exports what the filter shows", () => {
    expect(bookingExportPath({ search: " bk-1001 ", status: "CONFIRMED", payment: "PAID", sort: "PRICE" })).toBe(
      "/export/bookings.csv?status=CONFIRMED&paymentStatus=PAID&search=bk-1001",
    );
    expect(bookingExportPath({ search: "", status: null, payment: null, sort: "CREATED_AT" })).toBe(
      "/export/bookings.csv",
    );
  });
});

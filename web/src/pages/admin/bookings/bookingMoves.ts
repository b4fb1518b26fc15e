import type { BookingStatus, PaymentStatus } from "../../../graphql/generated";

// The server's moves (server/src/modules/bookings/transitions.ts), so the desk offers only those;
// the API refuses any other anyway.
export const BOOKING_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  REQUESTED: ["CONFIRMED", "CANCELLED"],
  CONFIRMED: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  UNPAID: ["DEPOSIT_PAID", "PAID"],
  DEPOSIT_PAID: ["PAID", "REFUNDED"],
  PAID: ["REFUNDED"],
  REFUNDED: [],
};

export interface BookingDeskFilter {
  search: string;
  status: BookingStatus | null;
  payment: PaymentStatus | null;
  sort: "CREATED_AT" | "DEPARTS_AT" | "PRICE";
}

/** The CSV export of what the desk shows (the server's /export/bookings.csv takes the same filters). */
export function bookingExportPath(filter: BookingDeskFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.payment) params.set("paymentStatus", filter.payment);
  if (filter.search.trim()) params.set("search", filter.search.trim());
  const query = params.toString();
  return `/export/bookings.csv${query ? `?${query}` : ""}`;
}

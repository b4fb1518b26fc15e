import type { BookingStatus, PaymentStatus } from "../../graphql/generated";

// The desk's filter choices, in the order a booking passes through them. The moves a booking may
// make come with it from the server (Booking.allowedStatuses, allowedPaymentStatuses).
export const bookingStatuses = [
  "REQUESTED",
  "CONFIRMED",
  "COMPLETED",
  "CANCELLED",
] as const satisfies readonly BookingStatus[];
export const paymentStatuses = [
  "UNPAID",
  "DEPOSIT_PAID",
  "PAID",
  "REFUNDED",
] as const satisfies readonly PaymentStatus[];

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

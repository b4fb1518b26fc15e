import { registerEnumType } from "type-graphql";

// Values are the names: the database enums (booking_status, payment_status) spell them the same.

export enum BookingStatus {
  REQUESTED = "REQUESTED",
  CONFIRMED = "CONFIRMED",
  COMPLETED = "COMPLETED",
  CANCELLED = "CANCELLED",
}

export enum PaymentStatus {
  UNPAID = "UNPAID",
  DEPOSIT_PAID = "DEPOSIT_PAID",
  PAID = "PAID",
  REFUNDED = "REFUNDED",
}

registerEnumType(BookingStatus, {
  name: "BookingStatus",
  description: "Where a booking stands. Moves are limited to those in bookings/booking-status-moves.ts.",
  valuesConfig: {
    REQUESTED: { description: "The customer accepted a quote; the operator has yet to confirm the aircraft." },
    CONFIRMED: { description: "The operator confirmed the flight." },
    COMPLETED: { description: "Flown. Final." },
    CANCELLED: { description: "Cancelled before the flight. Final." },
  },
});

registerEnumType(PaymentStatus, {
  name: "PaymentStatus",
  description: "What the customer has paid for a booking.",
  valuesConfig: {
    UNPAID: { description: "Nothing paid yet." },
    DEPOSIT_PAID: { description: "A deposit is paid (bookings made far ahead)." },
    PAID: { description: "Paid in full." },
    REFUNDED: { description: "Paid and refunded." },
  },
});

/** What the staff's booking list can be sorted by; ties fall back to newest first. */
export enum BookingOrderField {
  CREATED_AT = "CREATED_AT",
  DEPARTS_AT = "DEPARTS_AT",
  PRICE = "PRICE",
}

registerEnumType(BookingOrderField, {
  name: "BookingOrderField",
  description: "What bookings can be sorted by; ties fall back to newest first.",
});

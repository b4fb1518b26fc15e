import type { DateRange } from "../../core/date-range.js";
import type { CurrencyCode } from "../../core/rules/index.js";
import type { SortDirection } from "../../core/pagination.js";
import type { BookingOrderField, BookingStatus, PaymentStatus } from "./booking.enums.js";

/** A trip booked by accepting a quote. */
export interface Booking {
  id: string;
  /** e.g. "BK-100001". */
  number: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** First departure, local time at its airport: "2027-03-01T09:30". */
  departAt: string;
  departsAtUtc: Date;
  /** Airport codes in flying order, "LHR → LBG → LHR". */
  route: string;
  passengers: number;
  aircraft: string;
  /** The operator in operational control of the flight. */
  operator: string;
  /** Whole US dollars. */
  priceUsd: number;
  /** What the customer pays in, and its fixed rate per US dollar when the booking was made. */
  currency: CurrencyCode;
  exchangeRate: number;
  /** Hundredths of the booking's currency: the price, the deposit asked, payments and refunds recorded. */
  priceMinor: number;
  depositMinor: number;
  paidMinor: number;
  refundedMinor: number;
  /** Six characters without look-alikes, e.g. "K7Q3XP". */
  confirmationCode: string;
  createdAt: Date;
  /** null once the account was deleted. */
  customerUserId: string | null;
  quoteRequestId: string;
}

/** Which bookings to list: every field given must match; a list matches any of its values. */
export interface BookingFilter {
  status?: BookingStatus[] | null;
  /** When the first leg departs. */
  departing?: DateRange | null;
  paymentStatus?: PaymentStatus[] | null;
  /** Text in the booking number, confirmation code, route, or the customer's name or email. */
  search?: string | null;
}

/** What bookings are sorted by; ties fall back to newest first. */
export interface BookingOrder {
  field: BookingOrderField;
  /** DESC unless given. */
  direction?: SortDirection | null;
}

import { usdFromCents as usd } from "../../core/money.js";
import type { BookingEntity } from "./booking.entity.js";
import type { Booking } from "./booking.js";
import { priceMinorOf } from "./booking-money.js";

export function toBooking(row: BookingEntity): Booking {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    departAt: row.departLocal,
    departsAtUtc: row.departsAt,
    route: row.route,
    passengers: row.passengers,
    aircraft: row.aircraft,
    operator: row.operator,
    priceUsd: usd(row.priceUsdCents),
    currency: row.currency,
    exchangeRate: row.usdRate,
    priceMinor: priceMinorOf(row.priceUsdCents, row.usdRate),
    depositMinor: row.depositMinor,
    paidMinor: row.paidMinor,
    refundedMinor: row.refundedMinor,
    confirmationCode: row.confirmationCode,
    createdAt: row.createdAt,
    customerUserId: row.customerUserId,
    quoteRequestId: row.quoteRequestId,
  };
}

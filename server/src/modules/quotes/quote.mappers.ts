import { usdFromCents as usd } from "../../core/money.js";
import type { QuoteRequestLegEntity } from "./quote-request-leg.entity.js";
import type { QuoteRequestEntity } from "./quote-request.entity.js";
import type { QuoteRequest, TripLeg } from "./quote-request.js";
import type { QuoteEntity } from "./quote.entity.js";
import type { Quote } from "./quote.js";

export function toQuoteRequest(row: QuoteRequestEntity): QuoteRequest {
  const hasEstimate =
    row.estimateCategory !== null && row.estimateLowUsdCents !== null && row.estimateHighUsdCents !== null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    tripType: row.tripType,
    passengers: row.passengers,
    category: row.category,
    pets: row.pets,
    luggage: row.luggage,
    catering: row.catering,
    notes: row.notes,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone, company: row.contactCompany },
    programInterest: row.programInterest,
    referralCode: row.referralCode,
    estimate: hasEstimate
      ? {
          category: row.estimateCategory!,
          lowUsd: usd(row.estimateLowUsdCents!),
          highUsd: usd(row.estimateHighUsdCents!),
          flightMinutes: row.estimateFlightMinutes ?? 0,
        }
      : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    leadId: row.leadId,
    customerUserId: row.customerUserId,
  };
}

export function toTripLeg(row: QuoteRequestLegEntity): TripLeg {
  return {
    from: row.fromCode,
    to: row.toCode,
    departAt: row.departLocal,
    departsAtUtc: row.departsAt,
    fromAirportId: row.fromAirportId,
    toAirportId: row.toAirportId,
  };
}

export function toQuote(row: QuoteEntity, now = new Date()): Quote {
  return {
    id: row.id,
    status: row.status,
    priceUsd: usd(row.priceUsdCents),
    aircraft: row.aircraft,
    category: row.category,
    operator: row.operator,
    validUntil: row.validUntil,
    expired: row.validUntil.getTime() <= now.getTime(),
    terms: row.terms,
    note: row.clientNote,
    createdAt: row.createdAt,
    quoteRequestId: row.quoteRequestId,
    staffNoteText: row.staffNote,
    aircraftDetails: row.aircraftDetails,
    operatorAudits: row.operatorAudits ?? [],
    rfqId: row.rfqId,
    operatorPriceUsdCents: row.operatorPriceUsdCents,
    marginUsdCents: row.marginUsdCents,
  };
}

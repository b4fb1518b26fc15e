import type { CurrencyCode } from "../../core/rules/index.js";
import type { AircraftCategory } from "../aircraft/index.js";
import type { Rfq } from "./rfq.js";
import { RfqStatus } from "./rfq.enums.js";

// An rfq row as SQL reads it, and the domain's view of it. The token's hash is never read back.

export const RFQ_COLUMNS = `id, quote_request_id, operator_id, contact_name, contact_email, contact_language, expires_at,
  status, answered_at, fleet_aircraft_id, aircraft_registration, aircraft_type, aircraft_category, aircraft_seats,
  aircraft_year, price_amount, currency, price_usd_cents, valid_until, conditions, decline_reason, created_at`;

export interface RfqRow {
  id: string;
  quote_request_id: string;
  operator_id: string;
  contact_name: string;
  contact_email: string;
  contact_language: string;
  expires_at: Date;
  status: RfqStatus;
  answered_at: Date | null;
  fleet_aircraft_id: string | null;
  aircraft_registration: string | null;
  aircraft_type: string | null;
  aircraft_category: AircraftCategory | null;
  aircraft_seats: number | null;
  aircraft_year: number | null;
  /** bigint: read as text. */
  price_amount: string | null;
  currency: string | null;
  price_usd_cents: string | null;
  valid_until: Date | null;
  conditions: string | null;
  decline_reason: string | null;
  created_at: Date;
}

export function toRfq(row: RfqRow, now: Date): Rfq {
  const cents = row.price_usd_cents === null ? null : Number(row.price_usd_cents);
  return {
    id: row.id,
    quoteRequestId: row.quote_request_id,
    operatorId: row.operator_id,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactLanguage: row.contact_language,
    status: row.status,
    expiresAt: row.expires_at,
    expired: row.status === RfqStatus.SENT && row.expires_at.getTime() <= now.getTime(),
    createdAt: row.created_at,
    priceUsdCents: cents,
    answer: row.answered_at
      ? {
          aircraft: row.aircraft_registration
            ? {
                id: row.fleet_aircraft_id,
                registration: row.aircraft_registration,
                typeName: row.aircraft_type ?? "",
                category: row.aircraft_category,
                seats: row.aircraft_seats,
                yearOfManufacture: row.aircraft_year,
              }
            : null,
          price: row.price_amount === null ? null : Number(row.price_amount),
          currency: (row.currency as CurrencyCode | null) ?? null,
          priceUsd: cents === null ? null : Math.round(cents / 100),
          validUntil: row.valid_until,
          conditions: row.conditions,
          declineReason: row.decline_reason,
          answeredAt: row.answered_at,
        }
      : null,
  };
}

const RANK: Record<RfqStatus, number> = { [RfqStatus.ANSWERED]: 0, [RfqStatus.DECLINED]: 1, [RfqStatus.SENT]: 2 };

/** Answers cheapest first in US dollars, then declines, then those still waiting; oldest first within each. */
export function byCheapest(a: Rfq, b: Rfq): number {
  return (
    RANK[a.status] - RANK[b.status] ||
    (a.priceUsdCents ?? 0) - (b.priceUsdCents ?? 0) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

import type { EntityManager } from "typeorm";
import { BookingStatus } from "../bookings/index.js";

// What an approved affiliate sees of its work, and what staff pay it. Nothing here names the
// clients: a referral is its reference, route, date and status only.

/** What brought the lead: a quote request or a contact message carrying the code. */
export enum AffiliateReferralKind {
  REQUEST = "REQUEST",
  MESSAGE = "MESSAGE",
}

export interface AffiliateReferral {
  kind: AffiliateReferralKind;
  /** The request's (QR-…) or message's (CM-…) reference. */
  reference: string;
  /** "LHR → NCE", legs joined by commas; null for a message. */
  route: string | null;
  /** The first leg's local departure date (YYYY-MM-DD); null for a message. */
  travelDate: string | null;
  /** The request's status (NEW, QUOTED, ACCEPTED, EXPIRED, CANCELLED); null for a message. */
  status: string | null;
  createdAt: Date;
}

/** One won booking and the affiliate's share of it. */
export interface AffiliateCommission {
  bookingId: string;
  bookingNumber: string;
  /** The quote request's reference. */
  reference: string;
  route: string;
  departsAt: Date;
  bookingStatus: BookingStatus;
  priceUsdCents: number;
  /** The share at the affiliate's rate, or the amount paid once paid. */
  commissionUsdCents: number;
  paidAt: Date | null;
}

export interface AffiliateStatement {
  affiliateId: string;
  name: string;
  referralCode: string;
  commissionRateBp: number;
  commissions: AffiliateCommission[];
}

/** The approved affiliate whose application's email is this user's proven email, or null. */
export async function affiliateIdOfUser(manager: EntityManager, userId: string): Promise<string | null> {
  // An autoconfirmed address is only a claim: the account must have proven it owns the email.
  const [row] = (await manager.query(
    `SELECT a.id FROM affiliate_application a
       JOIN auth_user u ON lower(u.email) = a.email AND u.email_proven_at IS NOT NULL
      WHERE u.id = $1 AND a.status = 'APPROVED'`,
    [userId],
  )) as { id: string }[];
  return row?.id ?? null;
}

/** Requests and messages attributed to the affiliate, newest first. */
export async function referralsOf(manager: EntityManager, affiliateId: string): Promise<AffiliateReferral[]> {
  const rows = (await manager.query(
    `SELECT 'REQUEST' AS kind, r.reference, r.status::text AS status, r.created_at,
            (SELECT string_agg(l.from_code || ' → ' || l.to_code, ', ' ORDER BY l.position)
               FROM quote_request_leg l WHERE l.quote_request_id = r.id) AS route,
            (SELECT left(l.depart_local, 10) FROM quote_request_leg l
              WHERE l.quote_request_id = r.id ORDER BY l.position LIMIT 1) AS travel_date
       FROM quote_request r WHERE r.affiliate_id = $1
     UNION ALL
     SELECT 'MESSAGE', m.reference, NULL, m.created_at, NULL, NULL FROM contact_message m WHERE m.affiliate_id = $1
     ORDER BY created_at DESC, reference DESC`,
    [affiliateId],
  )) as {
    kind: AffiliateReferralKind;
    reference: string;
    status: string | null;
    created_at: Date;
    route: string | null;
    travel_date: string | null;
  }[];
  return rows.map((r) => ({
    kind: r.kind,
    reference: r.reference,
    route: r.route,
    travelDate: r.travel_date,
    status: r.status,
    createdAt: r.created_at,
  }));
}

/**
 * The affiliate's won bookings (every booking on a request it referred but cancelled ones, and any
 * already paid) with its share: the booking's price at its rate, rounded to the cent, or what was paid.
 */
export async function statementOf(manager: EntityManager, affiliateId: string): Promise<AffiliateStatement | null> {
  const [affiliate] = (await manager.query(
    `SELECT id, name, referral_code, commission_rate_bp FROM affiliate_application
      WHERE id = $1 AND referral_code IS NOT NULL`,
    [affiliateId],
  )) as { id: string; name: string; referral_code: string; commission_rate_bp: number }[];
  if (!affiliate) return null;
  const rows = (await manager.query(
    `SELECT b.id, b.number, r.reference, b.route, b.departs_at, b.status, b.price_usd_cents,
            coalesce(p.amount_usd_cents, round(b.price_usd_cents * $2::numeric / 10000)::int) AS commission,
            p.paid_at
       FROM booking b
       JOIN quote_request r ON r.id = b.quote_request_id
       LEFT JOIN affiliate_commission_payment p ON p.booking_id = b.id
      WHERE r.affiliate_id = $1 AND (b.status <> 'CANCELLED' OR p.booking_id IS NOT NULL)
      ORDER BY b.created_at DESC, b.id DESC`,
    [affiliateId, affiliate.commission_rate_bp],
  )) as {
    id: string;
    number: string;
    reference: string;
    route: string;
    departs_at: Date;
    status: BookingStatus;
    price_usd_cents: number;
    commission: number;
    paid_at: Date | null;
  }[];
  return {
    affiliateId: affiliate.id,
    name: affiliate.name,
    referralCode: affiliate.referral_code,
    commissionRateBp: affiliate.commission_rate_bp,
    commissions: rows.map((r) => ({
      bookingId: r.id,
      bookingNumber: r.number,
      reference: r.reference,
      route: r.route,
      departsAt: r.departs_at,
      bookingStatus: r.status,
      priceUsdCents: r.price_usd_cents,
      commissionUsdCents: r.commission,
      paidAt: r.paid_at,
    })),
  };
}

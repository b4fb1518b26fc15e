// How hot a lead is, 0–100, from what a quote request tells us. Six parts add up to at most 100:
//
//   program interest   ≤ 20  CORPORATE 20, MEMBERSHIP 15, ON_DEMAND 5, none 0
//   trip size          ≤ 15  passengers: 9+ → 10, 5–8 → 6, 1–4 → 3;  shape: several legs → 5, one leg → 2
//   trip value         ≤ 20  estimate midpoint: ≥ $100k → 20, ≥ $50k → 15, ≥ $20k → 10, ≥ $10k → 5, else 2 (none → 0)
//   email domain       ≤ 15  a company domain 15; a free-mail domain (gmail.com, …) 0
//   completeness       ≤ 10  phone 5, company 3, any of notes / luggage / catering 2
//   recency            ≤ 20  first departure within 7 days → 15, 30 days → 10, 90 days → 5, later 0;
//                            plus 5 when the same email asked for another trip in the last 90 days
//
// Fit (programme, size, value, company) weighs more than engagement, as CRM scoring does; an open
// lead that asks again keeps the higher of its old and new score (leads.service.ts).

import { ProgramCode } from "../programs/index.js";
import { TripType } from "../pricing/index.js";

export interface LeadScoringFacts {
  programInterest: ProgramCode | null;
  tripType: TripType;
  passengers: number;
  /** Midpoint of the estimate in whole US dollars; null when there is none. */
  estimateUsd: number | null;
  email: string;
  hasPhone: boolean;
  hasCompany: boolean;
  /** Notes, luggage or catering given. */
  hasDetails: boolean;
  firstDepartureAt: Date;
  /** Other quote requests from the same email in the last 90 days. */
  recentRequests: number;
  now: Date;
}

export interface LeadScore {
  score: number;
  parts: {
    programInterest: number;
    tripSize: number;
    tripValue: number;
    emailDomain: number;
    completeness: number;
    recency: number;
  };
}

export type LeadScoreFactorKey = keyof LeadScore["parts"];

/** The most each part can give (the table above); the lead page shows points out of these. */
export const LEAD_SCORE_MAX: Readonly<Record<LeadScoreFactorKey, number>> = {
  programInterest: 20,
  tripSize: 15,
  tripValue: 20,
  emailDomain: 15,
  completeness: 10,
  recency: 20,
};

/** Consumer mailbox providers: an address there says nothing about a company behind the lead. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "ymail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.fr",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "mail.ru",
  "yandex.ru",
  "yandex.com",
  "zoho.com",
  "qq.com",
  "163.com",
  "126.com",
  "sina.com",
  "naver.com",
  "libero.it",
  "orange.fr",
  "free.fr",
  "wanadoo.fr",
  "t-online.de",
  "btinternet.com",
  "fastmail.com",
]);

const PROGRAM_POINTS: Record<ProgramCode, number> = {
  [ProgramCode.CORPORATE]: 20,
  [ProgramCode.MEMBERSHIP]: 15,
  [ProgramCode.ON_DEMAND]: 5,
};
const DAY_MS = 86_400_000;

export function isFreeMailDomain(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  return FREE_MAIL_DOMAINS.has(domain);
}

function tripValuePoints(usd: number | null): number {
  if (usd === null) return 0;
  if (usd >= 100_000) return 20;
  if (usd >= 50_000) return 15;
  if (usd >= 20_000) return 10;
  if (usd >= 10_000) return 5;
  return 2;
}

function departurePoints(departure: Date, now: Date): number {
  const days = (departure.getTime() - now.getTime()) / DAY_MS;
  if (days <= 7) return 15;
  if (days <= 30) return 10;
  if (days <= 90) return 5;
  return 0;
}

export function scoreLead(facts: LeadScoringFacts): LeadScore {
  const parts = {
    programInterest: facts.programInterest ? PROGRAM_POINTS[facts.programInterest] : 0,
    tripSize:
      (facts.passengers >= 9 ? 10 : facts.passengers >= 5 ? 6 : 3) + (facts.tripType === TripType.ONE_WAY ? 2 : 5),
    tripValue: tripValuePoints(facts.estimateUsd),
    emailDomain: isFreeMailDomain(facts.email) ? 0 : 15,
    completeness: (facts.hasPhone ? 5 : 0) + (facts.hasCompany ? 3 : 0) + (facts.hasDetails ? 2 : 0),
    recency: departurePoints(facts.firstDepartureAt, facts.now) + (facts.recentRequests > 0 ? 5 : 0),
  };
  const total = Object.values(parts).reduce((sum, points) => sum + points, 0);
  return { score: Math.max(0, Math.min(100, total)), parts };
}

/**
 * A form without a trip (contact, affiliate application) scores on fit alone, the parts scoreLead
 * gives the same facts: a company email domain 15, a phone 5, a company 3.
 */
export function formLeadScore(facts: { email: string; hasPhone: boolean; hasCompany: boolean }): number {
  const parts = formLeadScoreParts(facts);
  return parts.emailDomain + parts.completeness;
}

/** The parts of formLeadScore, named as scoreLead names them (a form tells nothing of a trip). */
export function formLeadScoreParts(facts: { email: string; hasPhone: boolean; hasCompany: boolean }): {
  emailDomain: number;
  completeness: number;
} {
  const domain = facts.email.split("@")[1] ?? "";
  return {
    emailDomain: FREE_MAIL_DOMAINS.has(domain) ? 0 : 15,
    completeness: (facts.hasPhone ? 5 : 0) + (facts.hasCompany ? 3 : 0),
  };
}

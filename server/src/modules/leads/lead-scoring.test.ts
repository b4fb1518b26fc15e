import { describe, expect, it } from "vitest";
import { ProgramCode } from "../programs/index.js";
import { TripType } from "../pricing/index.js";
import { isFreeMailDomain, scoreLead, type LeadScoringFacts } from "./lead-scoring.js";

const now = new Date("2027-01-10T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

const base: LeadScoringFacts = {
  programInterest: null,
  tripType: TripType.ONE_WAY,
  passengers: 2,
  estimateUsd: 8_000,
  email: "someone@gmail.com",
  hasPhone: false,
  hasCompany: false,
  hasDetails: false,
  firstDepartureAt: inDays(120),
  recentRequests: 0,
  now,
};

describe("scoreLead", () => {
  it("gives a bare one-way request from a free-mail address a low score", () => {
    // size 3 + 2, value 2 (under $10k), domain 0, completeness 0, recency 0
    expect(scoreLead(base)).toEqual({
      score: 7,
      parts: { programInterest: 0, tripSize: 5, tripValue: 2, emailDomain: 0, completeness: 0, recency: 0 },
    });
  });

  it("reaches exactly 100 when every part is at its best", () => {
    const best = scoreLead({
      ...base,
      programInterest: ProgramCode.CORPORATE,
      tripType: TripType.ROUND_TRIP,
      passengers: 12,
      estimateUsd: 250_000,
      email: "cfo@acme-industries.com",
      hasPhone: true,
      hasCompany: true,
      hasDetails: true,
      firstDepartureAt: inDays(3),
      recentRequests: 2,
    });
    expect(best).toEqual({
      score: 100,
      parts: { programInterest: 20, tripSize: 15, tripValue: 20, emailDomain: 15, completeness: 10, recency: 20 },
    });
  });

  it("weighs programme interest: corporate > membership > on-demand > none", () => {
    const points = [ProgramCode.CORPORATE, ProgramCode.MEMBERSHIP, ProgramCode.ON_DEMAND, null].map(
      (programInterest) => scoreLead({ ...base, programInterest }).parts.programInterest,
    );
    expect(points).toEqual([20, 15, 5, 0]);
  });

  it("steps the trip value at $10k, $20k, $50k and $100k and gives nothing without an estimate", () => {
    const points = [null, 9_999, 10_000, 20_000, 50_000, 99_999, 100_000].map(
      (estimateUsd) => scoreLead({ ...base, estimateUsd }).parts.tripValue,
    );
    expect(points).toEqual([0, 2, 5, 10, 15, 15, 20]);
  });

  it("sizes the trip by passengers and legs", () => {
    const size = (passengers: number, tripType: TripType) =>
      scoreLead({ ...base, passengers, tripType }).parts.tripSize;
    expect([
      size(4, TripType.ONE_WAY),
      size(5, TripType.ONE_WAY),
      size(9, TripType.MULTI_CITY),
      size(19, TripType.ROUND_TRIP),
    ]).toEqual([5, 8, 15, 15]);
  });

  it("tells company domains from free-mail ones, in any case", () => {
    expect(isFreeMailDomain("A@GMAIL.COM")).toBe(true);
    expect(isFreeMailDomain("a@proton.me")).toBe(true);
    expect(isFreeMailDomain("a@gmail.com.evil.io")).toBe(false);
    expect(scoreLead({ ...base, email: "travel@bigbank.co.uk" }).parts.emailDomain).toBe(15);
  });

  it("counts completeness: phone 5, company 3, details 2", () => {
    expect(scoreLead({ ...base, hasPhone: true }).parts.completeness).toBe(5);
    expect(scoreLead({ ...base, hasCompany: true, hasDetails: true }).parts.completeness).toBe(5);
  });

  it("rewards a near departure and a returning enquirer", () => {
    const recency = (days: number, recentRequests = 0) =>
      scoreLead({ ...base, firstDepartureAt: inDays(days), recentRequests }).parts.recency;
    expect([recency(1), recency(7), recency(8), recency(30), recency(31), recency(90), recency(91)]).toEqual([
      15, 15, 10, 10, 5, 5, 0,
    ]);
    expect(recency(91, 1)).toBe(5);
  });
});

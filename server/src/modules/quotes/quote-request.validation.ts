import { createHash } from "node:crypto";
import type { FieldProblem } from "../../core/errors.js";
import { blankToNull, controlProblems, maxLength, referralProblems } from "../../core/form-checks.js";
import { personDetails, personDetailsProblems, type PersonDetails } from "../../core/person-details.js";
import { ProgramCode } from "../programs/index.js";
import type { NewQuoteRequest } from "./quote-request.js";

// The checks of a quote request that are not about the trip; the trip (legs, airports, dates,
// passengers, legs for the trip type) is checked by the estimate service, which quotes reuse.

/** The input with text trimmed, blanks as null, the email and codes in canonical case. */
export interface NormalizedQuoteRequest {
  tripType: NewQuoteRequest["tripType"];
  legs: { from: string; to: string; departAt: string }[];
  passengers: number;
  category: NewQuoteRequest["category"] | null;
  pets: boolean;
  luggage: string | null;
  catering: string | null;
  notes: string | null;
  programInterest: string | null;
  referralCode: string | null;
  contact: PersonDetails;
}

export function normalizeQuoteRequest(input: NewQuoteRequest): NormalizedQuoteRequest {
  return {
    tripType: input.tripType,
    legs: input.legs.map((leg) => ({
      from: leg.from.trim().toUpperCase(),
      to: leg.to.trim().toUpperCase(),
      departAt: leg.departAt.trim(),
    })),
    passengers: input.passengers,
    category: input.category ?? null,
    pets: input.pets ?? false,
    luggage: blankToNull(input.luggage),
    catering: blankToNull(input.catering),
    notes: blankToNull(input.notes),
    programInterest:
      blankToNull(input.programInterest)
        ?.toUpperCase()
        .replace(/[\s-]+/g, "_") ?? null,
    referralCode: blankToNull(input.referralCode),
    contact: personDetails(input.contact),
  };
}

/** Problems with the contact and the free-text fields, each naming its field as the input spells it. */
export function quoteRequestProblems(request: NormalizedQuoteRequest): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (request.programInterest !== null && !(request.programInterest in ProgramCode)) {
    problems.push({ field: "programInterest", message: "Must be ON_DEMAND, MEMBERSHIP or CORPORATE." });
  }
  referralProblems(problems, "referralCode", request.referralCode);
  for (const [field, max] of [
    ["luggage", 500],
    ["catering", 500],
    ["notes", 2_000],
  ] as const) {
    maxLength(problems, field, request[field], max);
    controlProblems(problems, field, request[field], true);
  }

  personDetailsProblems(problems, request.contact, "contact.");
  return problems;
}

/** SHA-256 of the normalised input: a retried submission hashes the same, another request does not. */
export function requestHash(request: NormalizedQuoteRequest): string {
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

import { describe, expect, it } from "vitest";
import { TripType } from "../pricing/index.js";
import type { NewQuoteRequest } from "./quote-request.js";
import { idempotencyKeyProblems } from "../../core/submit-once.js";
import { normalizeQuoteRequest, quoteRequestProblems, requestHash } from "./quote-request.validation.js";

const input = (overrides: Partial<NewQuoteRequest> = {}): NewQuoteRequest => ({
  tripType: TripType.ONE_WAY,
  legs: [{ from: " lhr ", to: "LBG", departAt: "2027-03-01T09:30" }],
  passengers: 4,
  contact: { name: "  Ada   Lovelace ", email: " Ada@Example.COM ", phone: " ", company: "" },
  ...overrides,
});

const fields = (i: NewQuoteRequest) => quoteRequestProblems(normalizeQuoteRequest(i)).map((p) => p.field);

describe("quote request validation", () => {
  it("normalises: trimmed text, blanks as null, lower-case email, upper-case codes and programme", () => {
    const n = normalizeQuoteRequest(input({ programInterest: "on-demand", notes: "  " }));
    expect(n.contact).toEqual({ name: "Ada Lovelace", email: "ada@example.com", phone: null, company: null });
    expect(n.legs[0]).toEqual({ from: "LHR", to: "LBG", departAt: "2027-03-01T09:30" });
    expect(n.programInterest).toBe("ON_DEMAND");
    expect(n.notes).toBeNull();
    expect(n.pets).toBe(false);
    expect(fields(input())).toEqual([]);
  });

  it("names the contact's and the free-text fields' problems", () => {
    expect(fields(input({ contact: { name: "", email: "ada@example" } }))).toEqual(["contact.name", "contact.email"]);
    expect(fields(input({ contact: { name: "Ada", email: "a@b.co", phone: "12", company: "x".repeat(121) } }))).toEqual(
      ["contact.phone", "contact.company"],
    );
    expect(
      fields(
        input({ notes: "x".repeat(2001), luggage: "x".repeat(501), programInterest: "GOLD", referralCode: "a b" }),
      ),
    ).toEqual(["programInterest", "referralCode", "luggage", "notes"]);
  });

  it("hashes what matters: a retry with other spacing hashes the same, another trip does not", () => {
    const base = requestHash(normalizeQuoteRequest(input()));
    expect(
      requestHash(normalizeQuoteRequest(input({ contact: { name: "Ada Lovelace", email: "ada@example.com" } }))),
    ).toBe(base);
    expect(requestHash(normalizeQuoteRequest(input({ passengers: 5 })))).not.toBe(base);
  });

  it("takes idempotency keys of 8–200 visible characters", () => {
    expect(idempotencyKeyProblems(null)).toEqual([]);
    expect(idempotencyKeyProblems("0b7c2f7e-7f36-4c57-9f7c-0c1f0a4a8d11")).toEqual([]);
    expect(idempotencyKeyProblems("short").map((p) => p.field)).toEqual(["idempotencyKey"]);
    expect(idempotencyKeyProblems("has spaces in it").map((p) => p.field)).toEqual(["idempotencyKey"]);
  });
});

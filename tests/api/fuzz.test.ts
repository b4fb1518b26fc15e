import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  affiliateFields,
  contactFields,
  fieldMax,
  personFields,
  type FormField,
  type FormFields,
} from "../../server/src/core/rules/index.js";
import { at } from "../support/charter.js";
import { startTestServer, type GraphQLResponse, type TestServer } from "../support/server.js";

// Property-based fuzzing of every mutation an anonymous visitor can call (schema.graphql's @public
// mutations: submitQuoteRequest, submitContactMessage, applyForAffiliate), through real HTTP.
// Each field is either plausible or hostile, so runs reach the database as well as the checks.
// Whatever comes in: never a 5xx or INTERNAL_SERVER_ERROR, and every row stored is valid.

const RUNS = 80;
/** Fixed, so a failure replays: fast-check prints the counterexample and its path. */
const SEED = 20_261_111;

/** Codes a hostile input may get; anything else (INTERNAL_SERVER_ERROR above all) is a bug. */
const EXPECTED_CODES = new Set(["BAD_USER_INPUT", "CONFLICT", "GRAPHQL_VALIDATION_FAILED"]);

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "\u0000",
    "Ada\u0000Lovelace",
    "\ud800",
    "a\u0007b",
    "\u202eevil\u202c",
    "\t\n\r",
    "<script>alert(1)</script>",
    "'; DROP TABLE lead; --",
    "a".repeat(121),
    "a".repeat(2_001),
    "a".repeat(5_001),
    "🚀".repeat(70),
    "🚀".repeat(5),
  ),
);
/** Mostly plausible, so that a run with one or two hostile fields still gets past the other checks. */
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 7, arbitrary: valid }, { weight: 1, arbitrary: hostileText });
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const name = maybe(fc.constantFrom("Ada Lovelace", "José Ñúñez", "李雷", "O'Brien-Smith", "  spaced   out  "));
const email = maybe(fc.oneof(fc.emailAddress(), fc.constantFrom("ADA@Example.COM", " ada@example.com ", "a@b.co")));
const phone = optional(maybe(fc.constantFrom("+44 20 7946 0000", "+1 (555) 010-9999", "020 7946 0000")));
const company = optional(maybe(fc.constantFrom("Analytical Engines Ltd", "ACME")));
const locale = optional(maybe(fc.constantFrom("en", "es-MX", "ar", "zh", "fr", "EN")));
const referralCode = optional(maybe(fc.constantFrom("PARTNER-1", "abc_def", "X".repeat(41))));
const longText = (sizes: number[]) =>
  maybe(fc.oneof(fc.lorem({ maxCount: 30 }), fc.constantFrom(...sizes.map((n) => "x".repeat(n)))));

const airport = maybe(fc.constantFrom("LHR", "LBG", "JFK", "EGLL", "lhr", " lbg ", "DXB", "ZZZ", "XXXX"));
const departAt = maybe(
  fc.constantFrom(
    at("03-01"),
    at("06-15", "23:59"),
    at("04-02", "00:00"),
    at("02-30"),
    at("03-01", "25:00"),
    "2020-01-01T10:00",
    "9999-12-31T23:59",
    "2027-03-01",
  ),
);
const leg = fc.record({ from: airport, to: airport, departAt });
const out = (from: string, to: string) => ({ from, to, departAt: at("03-01") });
/** A trip that fits its type, with a field or two made hostile; sometimes any legs at all. */
const trip = fc.oneof(
  { weight: 3, arbitrary: fc.record({ tripType: fc.constant("ONE_WAY"), legs: fc.tuple(leg) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      tripType: fc.constant("ROUND_TRIP"),
      legs: fc.constant([out("LHR", "LBG"), { ...out("LBG", "LHR"), departAt: at("03-05") }]),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      tripType: fc.constant("MULTI_CITY"),
      legs: fc.constant([out("LHR", "LBG"), { ...out("LBG", "JFK"), departAt: at("03-05") }]),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      tripType: fc.constantFrom("ONE_WAY", "ROUND_TRIP", "MULTI_CITY"),
      legs: fc.array(leg, { maxLength: 9 }),
    }),
  },
);

const quoteRequestInput = fc.record({
  trip,
  passengers: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: -1, max: 21 }) },
    { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
  ),
  category: fc.constantFrom(null, "LIGHT", "MIDSIZE", "LARGE", "ULTRA"),
  pets: fc.option(fc.boolean(), { nil: null }),
  luggage: optional(longText([500, 501])),
  catering: optional(longText([500, 501])),
  notes: optional(longText([2_000, 2_001])),
  programInterest: optional(maybe(fc.constantFrom("ON_DEMAND", "membership", "corporate", "Jet Card"))),
  referralCode,
  locale,
  contact: fc.record({ name, email, phone, company }),
});
const idempotencyKey = optional(maybe(fc.uuid()));

const website = maybe(
  fc.oneof(fc.webUrl(), fc.constantFrom("javascript:alert(1)", "https://", `https://example.com/${"a".repeat(300)}`)),
);

/** Plausible values of a listed field's kind, its bounds and one past them, or hostile text. */
function listedValue(field: FormField): fc.Arbitrary<string | null> {
  const max = fieldMax(field) ?? 200;
  const min = field.min ?? 1;
  const values: Record<FormField["kind"], fc.Arbitrary<string>> = {
    name,
    email,
    phone: maybe(fc.constantFrom("+44 20 7946 0000", "+1 (555) 010-9999", "020 7946 0000")),
    website,
    line: maybe(fc.constantFrom("Analytical Engines Ltd", "ACME", "x".repeat(max), "x".repeat(max + 1))),
    text: longText([min, min - 1, max, max + 1]),
  };
  return field.required ? values[field.kind] : optional(values[field.kind]);
}

/** A public form's input, field by field from its list (core/rules/public-forms.ts). */
const listedInput = <F extends FormFields>(fields: F) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([field, rule]) => [field, listedValue(rule)])));

const contactMessageInput = fc.tuple(listedInput(contactFields), fc.record({ locale, referralCode }));
const affiliateApplicationInput = fc.tuple(listedInput(affiliateFields), fc.record({ locale }));

const MUTATIONS = {
  submitQuoteRequest: {
    query: `mutation ($input: QuoteRequestInput!, $key: String) { submitQuoteRequest(input: $input, idempotencyKey: $key) { id reference status } }`,
    variables: fc.record({
      input: quoteRequestInput.map(({ trip: t, ...rest }) => ({ ...t, ...rest })),
      key: idempotencyKey,
    }),
  },
  submitContactMessage: {
    query: `mutation ($input: ContactMessageInput!, $key: String) { submitContactMessage(input: $input, idempotencyKey: $key) { reference receivedAt } }`,
    variables: fc.record({
      input: contactMessageInput.map(([form, more]) => ({ ...form, ...more })),
      key: idempotencyKey,
    }),
  },
  applyForAffiliate: {
    query: `mutation ($input: AffiliateApplicationInput!) { applyForAffiliate(input: $input) { id status } }`,
    variables: fc.record({ input: affiliateApplicationInput.map(([form, more]) => ({ ...form, ...more })) }),
  },
} as const;

let calls = 0;
/** Each call from its own documentation-range address: the per-IP rate limits are not under test here. */
const nextClientIp = () => {
  calls++;
  return `${calls % 2 ? "198.51.100" : "203.0.113"}.${(Math.floor(calls / 2) % 250) + 1}`;
};

// What a stored row must satisfy, written from the API's documented rules (not from the server's code).
const EMAIL = String.raw`^[^\s@]+@[^\s@]+\.[^\s@]{2,}$`;
const PHONE = String.raw`^\+?[0-9 ().-]{6,30}$`;
const REFERRAL = "^[A-Za-z0-9_-]{1,40}$";
/** Stored text has no NULs or other control characters, except line breaks and tabs in free text. */
const NO_CONTROLS = String.raw`^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$`;
const ONE_LINE = String.raw`^[^\x00-\x1f\x7f]*$`;
const trimmed = (column: string, min: number, max: number) =>
  `(${column} = btrim(${column}) AND length(${column}) BETWEEN ${min} AND ${max} AND ${column} ~ '${NO_CONTROLS}')`;
const optionalLine = (column: string, max: number) =>
  `(${column} IS NULL OR (${column} <> '' AND length(${column}) <= ${max} AND ${column} ~ '${ONE_LINE}'))`;
const optionalText = (column: string, max: number) =>
  `(${column} IS NULL OR (${column} <> '' AND length(${column}) <= ${max} AND ${column} ~ '${NO_CONTROLS}'))`;
const validEmail = (column: string) =>
  `(${column} ~ '${EMAIL}' AND length(${column}) <= 254 AND ${column} = lower(${column}) AND ${column} ~ '${ONE_LINE}')`;
const validPhone = (column: string) =>
  `(${column} IS NULL OR (${column} ~ '${PHONE}' AND length(regexp_replace(${column}, '\\D', '', 'g')) >= 6))`;
const validReferral = (column: string) => `(${column} IS NULL OR ${column} ~ '${REFERRAL}')`;
const LOCALES = `('en', 'es', 'ar', 'zh')`;

/** A listed field's column (snake_case, after `prefix`) holds what its kind and bounds allow. */
function listedColumnRule(column: string, field: FormField): string {
  const max = fieldMax(field) ?? 100_000;
  switch (field.kind) {
    case "name":
      return `${trimmed(column, 1, max)} AND ${column} ~ '${ONE_LINE}'`;
    case "email":
      return validEmail(column);
    case "phone":
      return validPhone(column);
    case "website":
      return `(${column} IS NULL OR (${column} ~* '^https?://[^\\s/$.?#][^\\s]*$' AND length(${column}) <= ${max}))`;
    case "line":
      return field.required
        ? `${trimmed(column, field.min ?? 1, max)} AND ${column} ~ '${ONE_LINE}'`
        : optionalLine(column, max);
    case "text":
      return field.required ? trimmed(column, field.min ?? 1, max) : optionalText(column, max);
  }
}
const listedRules = (fields: FormFields, prefix = "") =>
  Object.entries(fields)
    .map(([field, rule]) => listedColumnRule(prefix + field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), rule))
    .join(" AND ");

const INVALID_ROWS: Record<string, string> = {
  quote_request: `SELECT id FROM quote_request q WHERE NOT (
    ${listedRules(personFields, "contact_")} AND passengers BETWEEN 1 AND 19
    AND ${optionalText("luggage", 500)} AND ${optionalText("catering", 500)} AND ${optionalText("notes", 2000)}
    AND ${validReferral("referral_code")}
    AND (SELECT count(*) FROM quote_request_leg l WHERE l.quote_request_id = q.id) BETWEEN
        (CASE trip_type WHEN 'ONE_WAY' THEN 1 ELSE 2 END) AND (CASE trip_type WHEN 'ONE_WAY' THEN 1 WHEN 'ROUND_TRIP' THEN 2 ELSE 8 END)
    AND NOT EXISTS (SELECT 1 FROM quote_request_leg l WHERE l.quote_request_id = q.id AND (l.from_code = l.to_code OR l.departs_at < q.created_at)))`,
  lead: `SELECT id FROM lead WHERE NOT (
    ${trimmed("contact_name", 1, 120)} AND contact_name ~ '${ONE_LINE}' AND ${validEmail("email")} AND ${validPhone("phone")} AND ${optionalLine("company", 120)})`,
  contact_message: `SELECT id FROM contact_message WHERE NOT (
    ${listedRules(contactFields)} AND locale IN ${LOCALES} AND ${validReferral("referral_code")})`,
  affiliate_application: `SELECT id FROM affiliate_application WHERE NOT (
    ${listedRules(affiliateFields)} AND locale IN ${LOCALES})`,
};

describe("fuzzing the public mutations", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function send(
    query: string,
    variables: Record<string, unknown>,
  ): Promise<{ status: number; body: GraphQLResponse }> {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClientIp() },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLResponse };
  }

  it.each(Object.entries(MUTATIONS))(
    "%s: no input gets a 5xx or an unexpected error",
    async (_name, { query, variables }) => {
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const { status, body } = await send(query, vars as Record<string, unknown>);
          expect(status).toBeLessThan(500);
          for (const error of body.errors ?? [])
            expect(EXPECTED_CODES, `${error.message} (${String(error.extensions?.code)})`).toContain(
              error.extensions?.code,
            );
          if (!body.errors) stored++;
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // The generators must reach the database, not only the checks.
      expect(stored).toBeGreaterThan(RUNS / 20);
    },
    60_000,
  );

  it("stored only valid rows", async () => {
    for (const [table, sql] of Object.entries(INVALID_ROWS)) {
      const invalid = (await server.db.query(sql)) as { id: string }[];
      const rows = invalid.length
        ? await server.db.query(`SELECT * FROM ${table} WHERE id = ANY($1)`, [invalid.map((r) => r.id)])
        : [];
      expect(rows, table).toEqual([]);
    }
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import { errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { ContactMessageInput } from "./__generated__/graphql.js";

const SUBMIT = graphql(`
  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {
    submitContactMessage(input: $input, idempotencyKey: $key) {
      reference
      receivedAt
    }
  }
`);
const LEAD_BY_EMAIL = graphql(`
  query Contact_LeadByEmail($search: String!) {
    leads(filter: { search: $search }) {
      totalCount
      edges {
        node {
          id
          email
          source
          status
          company
          phone
          activity {
            kind
            body
            actor {
              id
            }
          }
        }
      }
    }
  }
`);

const input = (email: string, overrides: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  name: "Grace Hopper",
  email,
  phone: "+1 212 555 0100",
  company: "Compilers Inc",
  subject: "Charter to Aspen",
  message: "We are six people flying to Aspen in March. What would it cost?",
  ...overrides,
});

describe("contact messages", () => {
  let server: TestServer;
  let staff: TestUser;

  const leadFor = async (email: string) => {
    const { leads } = ok(await server.graphql(LEAD_BY_EMAIL, { search: email }, staff.headers));
    expect(leads.totalCount).toBe(1);
    return leads.edges[0]!.node;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    ((await server.db.query(sql, params)) as { n: number }[])[0]!.n;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("stores the message signed out, with a receipt, and opens a CONTACT lead with the message on its timeline", async () => {
    const email = uniqueEmail("contact");
    const receipt = ok(
      await server.graphql(SUBMIT, { input: input(email.toUpperCase(), { locale: "es-MX" }) }),
    ).submitContactMessage;
    expect(receipt.reference).toMatch(/^CM-[2-9A-HJKMNP-Z]{6}$/);
    expect(Date.parse(receipt.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = (await server.db.query(
      `SELECT email, locale, subject, referral_code, affiliate_id FROM contact_message WHERE reference = $1`,
      [receipt.reference],
    )) as unknown[];
    expect(row).toEqual({ email, locale: "es", subject: "Charter to Aspen", referral_code: null, affiliate_id: null });
    const lead = await leadFor(email);
    expect(lead).toMatchObject({ email, source: "CONTACT", status: "NEW", company: "Compilers Inc" });
    expect(lead.activity).toEqual([
      {
        kind: "CREATED",
        body: `Contact message ${receipt.reference} — Charter to Aspen: We are six people flying to Aspen in March. What would it cost?`,
        actor: null,
      },
    ]);

    // A second message updates the same open lead with a note.
    const again = ok(
      await server.graphql(SUBMIT, { input: input(email, { subject: null, message: "Any news on my question?" }) }),
    ).submitContactMessage;
    const updated = await leadFor(email);
    expect(updated.id).toBe(lead.id);
    expect(updated.activity[0]).toEqual({
      kind: "NOTE",
      body: `Contact message ${again.reference}: Any news on my question?`,
      actor: null,
    });
  });

  it("names every faulty field", async () => {
    const response = await server.graphql(SUBMIT, {
      input: {
        name: " ",
        email: "not-an-email",
        phone: "call me",
        company: "x".repeat(121),
        subject: "s".repeat(201),
        message: "short",
        locale: "fr",
        referralCode: "bad code!",
      },
      key: "short",
    });
    expect(problemFields(response)).toEqual([
      "idempotencyKey",
      "name",
      "email",
      "phone",
      "company",
      "subject",
      "message",
      "locale",
      "referralCode",
    ]);
    expect(
      problemFields(
        await server.graphql(SUBMIT, { input: input(uniqueEmail("long"), { message: "m".repeat(5_001) }) }),
      ),
    ).toEqual(["message"]);
  });

  it("is idempotent: one key, one message and one lead, even when called concurrently; another message with the key is a CONFLICT", async () => {
    const email = uniqueEmail("idem");
    const key = randomUUID();
    const receipts = await Promise.all(
      Array.from({ length: 10 }, () => server.graphql(SUBMIT, { input: input(email), key })),
    );
    const references = new Set(receipts.map((r) => ok(r).submitContactMessage.reference));
    expect(references.size).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM contact_message WHERE email = $1`, [email])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM lead WHERE email = $1`, [email])).toBe(1);
    // Someone else holding the key learns nothing of the first message, not even its reference.
    const other = await server.graphql(SUBMIT, {
      input: input(uniqueEmail("other"), { message: "A different message entirely." }),
      key,
    });
    expect(errorCode(other)).toBe("CONFLICT");
    expect(JSON.stringify(other)).not.toContain([...references][0]);
  });

  it("links an approved affiliate's referral code; keeps an unknown one as given without error", async () => {
    const email = uniqueEmail("ref");
    const [affiliate] = (await server.db.query(
      `INSERT INTO affiliate_application (name, email, audience, locale, status, referral_code, commission_rate_bp, lead_id)
       SELECT 'Partner', $1, 'Travel bloggers', 'en', 'APPROVED', 'K7Q3XP2M', 1000, id FROM lead LIMIT 1 RETURNING id`,
      [uniqueEmail("partner")],
    )) as { id: string }[];
    const known = ok(
      await server.graphql(SUBMIT, { input: input(email, { referralCode: "k7q3xp2m" }) }),
    ).submitContactMessage;
    const unknown = ok(
      await server.graphql(SUBMIT, { input: input(email, { referralCode: "nobody-123" }) }),
    ).submitContactMessage;
    const rows = (await server.db.query(
      `SELECT reference, referral_code, affiliate_id FROM contact_message WHERE email = $1 ORDER BY created_at`,
      [email],
    )) as unknown[];
    expect(rows).toEqual([
      { reference: known.reference, referral_code: "k7q3xp2m", affiliate_id: affiliate!.id },
      { reference: unknown.reference, referral_code: "nobody-123", affiliate_id: null },
    ]);
  });
});

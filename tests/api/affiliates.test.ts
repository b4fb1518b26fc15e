import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import { errorCode, ok, problemFields, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { AffiliateApplicationInput } from "./__generated__/graphql.js";

// Spread by the operations below.
graphql(`
  fragment Affiliates_Fields on AffiliateApplication {
    id
    name
    email
    company
    website
    audience
    locale
    status
    referralCode
    createdAt
    reviewedAt
    reviewNote
    reviewer {
      id
    }
    lead {
      id
      source
      email
    }
  }
`);
const APPLY = graphql(`
  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {
    applyForAffiliate(input: $input) {
      ...Affiliates_Fields
    }
  }
`);
const REVIEW = graphql(`
  mutation Affiliates_Review($id: ID!, $approve: Boolean!, $note: String) {
    reviewAffiliateApplication(id: $id, approve: $approve, note: $note) {
      ...Affiliates_Fields
    }
  }
`);
const LIST = graphql(`
  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {
    affiliateApplications(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...Affiliates_Fields
        }
      }
    }
  }
`);

const input = (email: string, overrides: Partial<AffiliateApplicationInput> = {}): AffiliateApplicationInput => ({
  name: "Jet Set Travel Blog",
  email,
  company: "JSTB Media",
  website: "https://jetset.example",
  audience: "120k readers who fly business and above.",
  ...overrides,
});

describe("affiliates", () => {
  let server: TestServer;
  let staff: TestUser;

  const apply = (email: string, overrides: Partial<AffiliateApplicationInput> = {}) =>
    server.graphql(APPLY, { input: input(email, overrides) });
  const review = (id: string, approve: boolean, note?: string) =>
    server.graphql(REVIEW, { id, approve, note }, staff.headers);

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("guards the staff fields", async () => {
    const customer = await signUp(server, "customer");
    expect(errorCode(await server.graphql(LIST, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(LIST, {}, customer.headers))).toBe("FORBIDDEN");
    expect(
      errorCode(
        await server.graphql(REVIEW, { id: "00000000-0000-4000-8000-000000000000", approve: true }, customer.headers),
      ),
    ).toBe("FORBIDDEN");
    expect(errorCode(await review("00000000-0000-4000-8000-000000000000", true))).toBe("NOT_FOUND");
  });

  it("names every faulty field", async () => {
    const response = await server.graphql(APPLY, {
      input: {
        name: "",
        email: "nope",
        company: "c".repeat(121),
        website: "jetset.example",
        audience: "few",
        locale: "de",
      },
    });
    expect(problemFields(response)).toEqual(["name", "email", "company", "website", "audience", "locale"]);
  });

  it("takes an application once while pending, makes an AFFILIATE lead, and staff approve it with a code and an audit row", async () => {
    const email = uniqueEmail("affiliate");
    const first = ok(await apply(email.toUpperCase(), { locale: "ar" })).applyForAffiliate;
    expect(first).toMatchObject({
      email,
      status: "PENDING",
      locale: "ar",
      referralCode: null,
      lead: null,
      reviewNote: null,
    });
    // Applying again while pending returns the same application.
    expect(ok(await apply(email, { audience: "Changed my mind about the wording." })).applyForAffiliate.id).toBe(
      first.id,
    );
    expect(
      (
        (await server.db.query(`SELECT count(*)::int AS n FROM affiliate_application WHERE email = $1`, [email])) as {
          n: number;
        }[]
      )[0]!.n,
    ).toBe(1);

    const listed = ok(await server.graphql(LIST, { status: "PENDING" }, staff.headers));
    const node = listed.affiliateApplications.edges.map((e) => e.node).find((a) => a.id === first.id)!;
    expect(node.lead).toMatchObject({ source: "AFFILIATE", email });

    const approved = ok(await review(first.id, true, "Strong audience.")).reviewAffiliateApplication;
    expect(approved).toMatchObject({
      status: "APPROVED",
      reviewNote: "Strong audience.",
      reviewer: { id: staff.userId },
    });
    expect(approved.referralCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const audit = (await server.db.query(
      `SELECT actor_user_id, action, before, after FROM audit_log WHERE entity = 'affiliate_application' AND entity_id = $1`,
      [first.id],
    )) as unknown[];
    expect(audit).toEqual([
      {
        actor_user_id: staff.userId,
        action: "affiliate.review",
        before: { status: "PENDING", referralCode: null },
        after: { status: "APPROVED", referralCode: approved.referralCode, note: "Strong audience." },
      },
    ]);

    // Approved: applying again is answered like any application (the answer must not tell who is an
    // affiliate) and changes nothing; approving again is a CONFLICT.
    expect(ok(await apply(email)).applyForAffiliate).toMatchObject({ status: "PENDING", referralCode: null });
    expect(await server.db.query(`SELECT status FROM affiliate_application WHERE email = $1`, [email])).toEqual([
      { status: "APPROVED" },
    ]);
    expect(errorCode(await review(first.id, true))).toBe("CONFLICT");
    // Revoked: the code is kept; rejected is final, and the email may apply again.
    expect(ok(await review(first.id, false, "Revoked.")).reviewAffiliateApplication).toMatchObject({
      status: "REJECTED",
      referralCode: approved.referralCode,
    });
    expect(errorCode(await review(first.id, true))).toBe("CONFLICT");
    expect(ok(await apply(email)).applyForAffiliate.id).not.toBe(first.id);
  });

  it("tells a caller using someone else's email nothing of that person's application or affiliate status, and keeps what they sent", async () => {
    const email = uniqueEmail("victim");
    const victim = ok(
      await apply(email, {
        name: "Victoria Owner",
        company: "Owner Media",
        website: "https://owner.example",
        audience: "Owner's readers, 80k.",
      }),
    ).applyForAffiliate;
    await server.db.query(`UPDATE affiliate_application SET created_at = now() - interval '3 days' WHERE id = $1`, [
      victim.id,
    ]);
    const sent = { name: "Mallory", company: null, website: null, audience: "Curious whose application this is." };
    const fresh = ok(await apply(uniqueEmail("fresh"), sent)).applyForAffiliate;

    const whilePending = ok(await apply(email, sent)).applyForAffiliate;
    expect(whilePending).toMatchObject({ ...sent, email, status: "PENDING", referralCode: null, reviewedAt: null });
    expect(Date.now() - new Date(whilePending.createdAt as string).getTime()).toBeLessThan(60_000);
    expect(JSON.stringify(whilePending)).not.toMatch(/Victoria|Owner/);

    ok(await review(victim.id, true));
    const whileApproved = ok(await apply(email, sent)).applyForAffiliate;
    expect(whileApproved).toMatchObject({ ...sent, email, status: "PENDING", referralCode: null, reviewedAt: null });
    expect(Object.keys(whileApproved).toSorted()).toEqual(Object.keys(fresh).toSorted());

    // Not lost: staff find the second message on the lead; the application itself is untouched.
    const notes = (await server.db.query(
      `SELECT a.body FROM lead_activity a JOIN lead l ON l.id = a.lead_id WHERE l.email = $1`,
      [email],
    )) as { body: string }[];
    expect(notes.filter((note) => note.body.includes("Curious whose application this is."))).toHaveLength(2);
    expect(await server.db.query(`SELECT name, status FROM affiliate_application WHERE email = $1`, [email])).toEqual([
      { name: "Victoria Owner", status: "APPROVED" },
    ]);
  });

  it("gives each approved affiliate its own code", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => ok(await apply(uniqueEmail(`code${n}`))).applyForAffiliate.id),
    );
    const codes = await Promise.all(
      ids.map(async (id) => ok(await review(id, true)).reviewAffiliateApplication.referralCode),
    );
    expect(new Set(codes).size).toBe(3);
  });

  it("attributes quote requests carrying an approved affiliate's code; unknown and revoked codes link nothing but are kept", async () => {
    const { id } = ok(await apply(uniqueEmail("attr"))).applyForAffiliate;
    const code = ok(await review(id, true)).reviewAffiliateApplication.referralCode!;
    const client = uniqueEmail("client");
    const referred = await submitRequest(server, client, { referralCode: code.toLowerCase() });
    const unknown = await submitRequest(server, client, { referralCode: "summer-promo" });
    ok(await review(id, false));
    const afterRevoke = await submitRequest(server, client, { referralCode: code });
    const rows = (await server.db.query(
      `SELECT id, referral_code, affiliate_id FROM quote_request WHERE contact_email = $1 ORDER BY created_at`,
      [client],
    )) as unknown[];
    expect(rows).toEqual([
      { id: referred.id, referral_code: code.toLowerCase(), affiliate_id: id },
      { id: unknown.id, referral_code: "summer-promo", affiliate_id: null },
      { id: afterRevoke.id, referral_code: code, affiliate_id: null },
    ]);
    expect(referred.referralCode).toBe(code.toLowerCase());
  });
});

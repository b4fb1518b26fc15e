import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import {
  at,
  bookTrip,
  errorCode,
  ok,
  problemFields,
  proveAddress,
  signUp,
  submitRequest,
  type TestUser,
} from "../support/charter.js";
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
    commissionRatePercent
    rejectionReason
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
  mutation Affiliates_Review(
    $id: ID!
    $approve: Boolean!
    $commissionRatePercent: Float
    $reason: String
    $note: String
  ) {
    reviewAffiliateApplication(
      id: $id
      approve: $approve
      commissionRatePercent: $commissionRatePercent
      reason: $reason
      note: $note
    ) {
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

// Spread by the affiliate's page and staff's statement below.
graphql(`
  fragment Affiliates_Statement on AffiliateStatement {
    affiliateId
    name
    referralCode
    commissionRatePercent
    earnedUsd
    paidUsd
    unpaidUsd
    commissions {
      bookingId
      bookingNumber
      reference
      route
      bookingStatus
      priceUsd
      commissionUsd
      paidAt
    }
  }
`);
const MY_AFFILIATE = graphql(`
  query Affiliates_Mine {
    myAffiliate {
      referralCode
      commissionRatePercent
      referrals {
        kind
        reference
        route
        travelDate
        status
        createdAt
      }
      statement {
        ...Affiliates_Statement
      }
    }
  }
`);
const STATEMENT = graphql(`
  query Affiliates_Statement($id: ID!) {
    affiliateStatement(applicationId: $id) {
      ...Affiliates_Statement
    }
  }
`);
const MARK_PAID = graphql(`
  mutation Affiliates_MarkPaid($bookingId: ID!) {
    markAffiliateCommissionPaid(bookingId: $bookingId) {
      ...Affiliates_Statement
    }
  }
`);
const CONTACT = graphql(`
  mutation Affiliates_Contact($input: ContactMessageInput!, $key: String) {
    submitContactMessage(input: $input, idempotencyKey: $key) {
      reference
    }
  }
`);
const CANCEL_BOOKING = graphql(`
  mutation Affiliates_CancelBooking($id: ID!) {
    changeBookingStatus(id: $id, status: CANCELLED) {
      id
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
  // Approving takes a rate and rejecting a reason: these tests give the usual ones unless told.
  const review = (id: string, approve: boolean, note?: string, decision: { rate?: number; reason?: string } = {}) =>
    server.graphql(
      REVIEW,
      approve
        ? { id, approve, note, commissionRatePercent: decision.rate ?? 10 }
        : { id, approve, note, reason: decision.reason ?? "Not a fit for our clients." },
      staff.headers,
    );

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
        await server.graphql(
          REVIEW,
          { id: "00000000-0000-4000-8000-000000000000", approve: true, commissionRatePercent: 10 },
          customer.headers,
        ),
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
        after: {
          status: "APPROVED",
          referralCode: approved.referralCode,
          note: "Strong audience.",
          commissionRateBp: 1000,
        },
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
  it("counts a signed-in customer's requests without a code for the affiliate whose link brought the account", async () => {
    const { id } = ok(await apply(uniqueEmail("signup-attr"))).applyForAffiliate;
    const code = ok(await review(id, true)).reviewAffiliateApplication.referralCode!;
    const email = uniqueEmail("referred-account");
    const { data, error } = await authClient(server.url).signUp({
      email,
      password: "Jet-set-2026",
      options: { data: { name: "Referred Flyer", referral_code: code } },
    });
    expect(error).toBeNull();
    const headers = { authorization: `Bearer ${data.session!.access_token}` };
    const own = await submitRequest(server, email, {}, headers);
    // A code given with the request wins over the account's.
    const other = await submitRequest(server, email, { referralCode: "spring-fair" }, headers);
    const anonymous = await submitRequest(server, uniqueEmail("anon"));
    const rows = (await server.db.query(`SELECT id, affiliate_id FROM quote_request WHERE id = ANY($1)`, [
      [own.id, other.id, anonymous.id],
    ])) as { id: string; affiliate_id: string | null }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, r.affiliate_id]))).toEqual({
      [own.id]: id,
      [other.id]: null,
      [anonymous.id]: null,
    });
  });

  it("checks the commission rate's bounds and asks a reason to reject, naming the field", async () => {
    const { id } = ok(await apply(uniqueEmail("bounds"))).applyForAffiliate;
    for (const rate of [0.99, 30.01, -5, 12.345])
      expect(problemFields(await review(id, true, undefined, { rate }))).toEqual(["commissionRatePercent"]);
    expect(problemFields(await server.graphql(REVIEW, { id, approve: true }, staff.headers))).toEqual([
      "commissionRatePercent",
    ]);
    expect(problemFields(await review(id, false, undefined, { reason: "   " }))).toEqual(["reason"]);
    expect(problemFields(await review(id, false, undefined, { reason: "r".repeat(1001) }))).toEqual(["reason"]);
    // Nothing was decided, and nobody was emailed.
    expect(await server.db.query(`SELECT status FROM affiliate_application WHERE id = $1`, [id])).toEqual([
      { status: "PENDING" },
    ]);
    expect(ok(await review(id, true, undefined, { rate: 30 })).reviewAffiliateApplication.commissionRatePercent).toBe(
      30,
    );
    const low = ok(await apply(uniqueEmail("low"))).applyForAffiliate;
    expect(
      ok(await review(low.id, true, undefined, { rate: 1 })).reviewAffiliateApplication.commissionRatePercent,
    ).toBe(1);
  });

  it("emails each decision to the applicant in their language, with the code and rate or the reason", async () => {
    const mails = async (to: string) =>
      (await server.db.query(
        `SELECT kind, locale, subject, text_body, html_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`,
        [to],
      )) as { kind: string; locale: string; subject: string; text_body: string; html_body: string }[];
    const yes = uniqueEmail("yes");
    const { id } = ok(await apply(yes, { locale: "es" })).applyForAffiliate;
    const approved = ok(await review(id, true, "Staff only.", { rate: 12.5 })).reviewAffiliateApplication;
    expect(approved.commissionRatePercent).toBe(12.5);
    const [welcome, ...others] = await mails(yes);
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({ kind: "affiliate_decision", locale: "es" });
    expect(welcome!.subject).toBe("Bienvenido al programa de afiliados de SkyCharter");
    expect(welcome!.text_body).toContain(approved.referralCode!);
    expect(welcome!.text_body).toContain("12,5");
    expect(welcome!.text_body).toContain(`/?ref=${approved.referralCode!}`);
    expect(welcome!.text_body).toContain("/customer/affiliate");
    expect(welcome!.text_body).not.toContain("Staff only.");
    expect(welcome!.html_body).toContain('lang="es"');

    const no = uniqueEmail("no");
    const rejectedId = ok(await apply(no, { locale: "ar" })).applyForAffiliate.id;
    const rejected = ok(
      await review(rejectedId, false, undefined, { reason: "جمهورك خارج مناطق عملنا." }),
    ).reviewAffiliateApplication;
    expect(rejected).toMatchObject({
      status: "REJECTED",
      rejectionReason: "جمهورك خارج مناطق عملنا.",
      referralCode: null,
    });
    const [refusal] = await mails(no);
    expect(refusal).toMatchObject({ kind: "affiliate_decision", locale: "ar" });
    expect(refusal!.subject).toBe("طلب انضمامك إلى برنامج الشركاء لدى SkyCharter");
    expect(refusal!.text_body).toContain("جمهورك خارج مناطق عملنا.");
    expect(refusal!.html_body).toContain('dir="rtl"');

    // A revocation is told in person: no second email.
    ok(await review(id, false, undefined, { reason: "Revoked." }));
    expect(await mails(yes)).toHaveLength(1);
  });

  /** An approved affiliate and its account, proven: the affiliate's sign-in. */
  async function affiliateAccount(rate = 10) {
    const email = uniqueEmail("partner");
    const { id } = ok(await apply(email)).applyForAffiliate;
    const code = ok(await review(id, true, undefined, { rate })).reviewAffiliateApplication.referralCode!;
    const user = await proveAddress(server, await signUp(server, "customer", email));
    return { id, code, user };
  }

  it("shows an affiliate the leads it referred without the clients' personal data; others see none of them", async () => {
    const email = uniqueEmail("own");
    const { id } = ok(await apply(email)).applyForAffiliate;
    const code = ok(await review(id, true)).reviewAffiliateApplication.referralCode!;
    // An autoconfirmed account only claims the address: the page opens once it is proven.
    const claimed = await signUp(server, "customer", email);
    expect(ok(await server.graphql(MY_AFFILIATE, {}, claimed.headers)).myAffiliate).toBeNull();
    const affiliate = await proveAddress(server, claimed);

    const client = uniqueEmail("secret-client");
    const request = await submitRequest(server, client, {
      referralCode: code,
      contact: { name: "Octavia Private", email: client, phone: "+44 20 7946 0999", company: "Hidden Holdings" },
    });
    const message = ok(
      await server.graphql(CONTACT, {
        key: crypto.randomUUID(),
        input: {
          name: "Octavia Private",
          email: client,
          phone: "+44 20 7946 0999",
          message: "Please call me about a charter to Geneva.",
          referralCode: code.toLowerCase(),
        },
      }),
    ).submitContactMessage;
    await submitRequest(server, uniqueEmail("unreferred"));

    const mine = ok(await server.graphql(MY_AFFILIATE, {}, affiliate.headers)).myAffiliate!;
    expect(mine.referralCode).toBe(code);
    expect(mine.commissionRatePercent).toBe(10);
    expect(mine.referrals.map(({ createdAt: _, ...r }) => r)).toEqual([
      { kind: "MESSAGE", reference: message.reference, route: null, travelDate: null, status: null },
      {
        kind: "REQUEST",
        reference: request.reference,
        route: "LHR → LBG",
        travelDate: at("03-01").slice(0, 10),
        status: "NEW",
      },
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/Octavia|secret-client|7946|Hidden|Geneva/);

    // Another affiliate, a customer and a stranger see none of it.
    const other = await affiliateAccount();
    const otherView = ok(await server.graphql(MY_AFFILIATE, {}, other.user.headers)).myAffiliate!;
    expect(otherView.referralCode).toBe(other.code);
    expect(otherView.referrals).toEqual([]);
    const customer = await signUp(server, "customer");
    expect(ok(await server.graphql(MY_AFFILIATE, {}, customer.headers)).myAffiliate).toBeNull();
    expect(errorCode(await server.graphql(MY_AFFILIATE, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(STATEMENT, { id }, affiliate.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(STATEMENT, { id }))).toBe("UNAUTHENTICATED");
    const pending = ok(await apply(uniqueEmail("pending"))).applyForAffiliate;
    expect(errorCode(await server.graphql(STATEMENT, { id: pending.id }, staff.headers))).toBe("NOT_FOUND");

    // Revoked: the page closes.
    ok(await review(id, false, undefined, { reason: "Revoked." }));
    expect(ok(await server.graphql(MY_AFFILIATE, {}, affiliate.headers)).myAffiliate).toBeNull();
  });

  it("states the commission on each won booking at the affiliate's rate, to the cent, and staff mark it paid once", async () => {
    const { id, code, user } = await affiliateAccount(7.5);
    const client = await signUp(server, "customer");
    const first = await bookTrip(server, client, staff, { referralCode: code }, 18_500);
    const second = await bookTrip(server, client, staff, { referralCode: code }, 12_345);
    const cancelled = await bookTrip(server, client, staff, { referralCode: code }, 9_000);
    ok(await server.graphql(CANCEL_BOOKING, { id: cancelled.booking.id }, staff.headers));
    await bookTrip(server, client, staff, {}, 50_000);

    const statement = ok(await server.graphql(STATEMENT, { id }, staff.headers)).affiliateStatement;
    expect(statement).toMatchObject({ referralCode: code, commissionRatePercent: 7.5, paidUsd: 0 });
    // 7.5 % of 18,500 is 1,387.50; of 12,345 it is 925.875, rounded to 925.88. The cancelled one earns nothing.
    expect(statement.commissions.map((c) => [c.bookingId, c.priceUsd, c.commissionUsd, c.paidAt])).toEqual([
      [second.booking.id, 12_345, 925.88, null],
      [first.booking.id, 18_500, 1_387.5, null],
    ]);
    expect(statement.earnedUsd).toBe(2_313.38);
    expect(statement.unpaidUsd).toBe(2_313.38);

    expect(errorCode(await server.graphql(MARK_PAID, { bookingId: first.booking.id }, user.headers))).toBe("FORBIDDEN");
    const paid = ok(
      await server.graphql(MARK_PAID, { bookingId: first.booking.id }, staff.headers),
    ).markAffiliateCommissionPaid;
    expect(paid).toMatchObject({ earnedUsd: 2_313.38, paidUsd: 1_387.5, unpaidUsd: 925.88 });
    expect(paid.commissions.find((c) => c.bookingId === first.booking.id)!.paidAt).not.toBeNull();
    expect(errorCode(await server.graphql(MARK_PAID, { bookingId: first.booking.id }, staff.headers))).toBe("CONFLICT");
    expect(errorCode(await server.graphql(MARK_PAID, { bookingId: cancelled.booking.id }, staff.headers))).toBe(
      "CONFLICT",
    );
    expect(
      await server.db.query(
        `SELECT actor_user_id, after FROM audit_log WHERE action = 'affiliate.commission_paid' AND entity_id = $1`,
        [first.booking.id],
      ),
    ).toEqual([{ actor_user_id: staff.userId, after: { paid: true, affiliateId: id, amountUsdCents: 138_750 } }]);

    // The affiliate sees the same statement: its won bookings and what is paid.
    const mine = ok(await server.graphql(MY_AFFILIATE, {}, user.headers)).myAffiliate!;
    expect(mine.statement).toEqual(ok(await server.graphql(STATEMENT, { id }, staff.headers)).affiliateStatement);
    expect(mine.referrals.filter((r) => r.status === "ACCEPTED")).toHaveLength(3);
    expect(JSON.stringify(mine)).not.toContain(client.email);
  });
});

import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { loadConfig } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger } from "../../server/src/logger.js";
import { startHttpServer } from "../../server/src/server.js";
import { errorCode, ok, problemFields, sendQuote, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { freePort } from "../support/ports.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type GraphQLResponse, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { LeadDetail_LeadEventsSubscription, LeadDetail_ViewersSubscription } from "./__generated__/graphql.js";

const ASSIGN = graphql(`
  mutation LeadDetail_Assign($id: ID!, $userId: ID) {
    assignLead(id: $id, userId: $userId) {
      id
      assignee {
        id
        email
        name
      }
      activity {
        kind
        body
        actor {
          id
        }
      }
    }
  }
`);
const LEAD = graphql(`
  query LeadDetail_Lead($id: ID!) {
    lead(id: $id) {
      id
      status
      score
      stale
      scoreBreakdown {
        factor
        points
        maxPoints
      }
    }
  }
`);
const STAFF_MEMBERS = graphql(`
  query LeadDetail_StaffMembers {
    staffMembers {
      id
      email
      name
    }
  }
`);
const PRICING = graphql(`
  mutation LeadDetail_UpdatePricing($input: PricingInput!) {
    updatePricing(input: $input) {
      staleLeadDays
    }
  }
`);
const STALE_LEAD_DAYS = graphql(`
  query LeadDetail_StaleLeadDays {
    pricing {
      staleLeadDays
    }
  }
`);
const NOTE = graphql(`
  mutation LeadDetail_Note($id: ID!) {
    addLeadNote(id: $id, body: "Called, no answer.") {
      id
    }
  }
`);
const LOSE = graphql(`
  mutation LeadDetail_Lose($id: ID!) {
    changeLeadStatus(id: $id, status: LOST) {
      id
    }
  }
`);
const LEAD_EVENTS = graphql(`
  subscription LeadDetail_LeadEvents {
    leadEvents {
      type
      lead {
        id
        assignee {
          id
        }
      }
    }
  }
`);
const VIEWERS = graphql(`
  subscription LeadDetail_Viewers($leadId: ID!) {
    leadViewers(leadId: $leadId) {
      id
      name
    }
  }
`);

/** A subscription's results in order; `next()` waits for the following one. */
function watch<TResult, TVariables extends Record<string, unknown>>(
  client: Client,
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
) {
  const results: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  const push = (value: unknown) => (waiters.length ? waiters.shift()!(value) : results.push(value));
  const dispose = client.subscribe(
    { query: String(document), variables },
    { next: push, error: push, complete: () => undefined },
  );
  return {
    next: (ms = 10_000): Promise<GraphQLResponse<TResult>> => {
      if (results.length) return Promise.resolve(results.shift() as GraphQLResponse<TResult>);
      return new Promise((resolve, reject) => {
        const waiter = (value: unknown) => {
          clearTimeout(timer);
          resolve(value as GraphQLResponse<TResult>);
        };
        // A waiter that timed out must not swallow the next result.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no result within ${ms} ms`));
        }, ms);
        waiters.push(waiter);
      });
    },
    dispose,
  };
}

/** The viewers' names in a leadViewers result, sorted. */
const names = (result: GraphQLResponse<LeadDetail_ViewersSubscription>) =>
  (result.data?.leadViewers ?? []).map((viewer) => viewer.name).toSorted();

describe("lead detail", () => {
  let server: TestServer;
  let second: { url: string; close: () => Promise<void> };
  let dana: TestUser;
  let omar: TestUser;
  let admin: TestUser;
  let customer: TestUser;
  const clients: Client[] = [];

  const connect = (url: string, user: TestUser | null) => {
    const client = createClient({
      url: `${url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: user ? { authorization: user.headers.authorization } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };
  const named = async (user: TestUser, name: string) => {
    await server.db.query(
      `UPDATE auth_user SET user_metadata = user_metadata || jsonb_build_object('name', $1::text) WHERE id = $2`,
      [name, user.userId],
    );
    return user;
  };
  const newLead = async (email = `lead-${crypto.randomUUID()}@aerotech.example`) => {
    await submitRequest(server, email);
    const [row] = (await server.db.query(`SELECT id FROM lead WHERE email = $1`, [email])) as { id: string }[];
    return row!.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    dana = await named(await signUp(server, "staff"), "Dana Staff");
    omar = await named(await signUp(server, "staff"), "Omar Staff");
    admin = await named(await signUp(server, "admin"), "Ada Admin");
    customer = await signUp(server, "customer");
    // A second server copy on the same database, as behind a load balancer: same site (token
    // issuer) and data dir (signing keys), its own PubSub listener and presence heartbeat. Its
    // heartbeat beats every 200 ms, so a crashed copy's viewer drops out there without a wait;
    // the first copy keeps the default 15 s, so what it hears sooner came through the PubSub.
    const port = await freePort();
    const databaseUrl = server.config.databaseUrl!;
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: server.config.auth.siteUrl,
      LOG_LEVEL: "error",
      DATA_DIR: server.dataDir,
      DATABASE_URL: databaseUrl,
      MAILER_AUTOCONFIRM: "true",
      LEAD_PRESENCE_HEARTBEAT_MS: "200",
    });
    const db = await connectDatabase(databaseUrl, 2);
    const running = await startHttpServer(config, createLogger(config), db, { databaseUrl });
    second = {
      url: `http://127.0.0.1:${running.port}`,
      close: async () => (await running.close(), await db.destroy()),
    };
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await second?.close();
    await server?.close();
  });

  it("staffMembers lists staff and admins, not customers or banned staff; customers may not ask", async () => {
    const banned = await signUp(server, "staff");
    await server.db.query(`UPDATE auth_user SET banned_until = now() + interval '1 day' WHERE id = $1`, [
      banned.userId,
    ]);
    const { staffMembers } = ok(await server.graphql(STAFF_MEMBERS, {}, dana.headers));
    const ids = staffMembers.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([dana.userId, omar.userId, admin.userId]));
    expect(ids).not.toContain(customer.userId);
    expect(ids).not.toContain(banned.userId);
    expect(errorCode(await server.graphql(STAFF_MEMBERS, {}, customer.headers))).toBe("FORBIDDEN");
  });

  it("assignLead: to me, to a colleague, unassigned — each on the timeline; a customer is no assignee", async () => {
    const id = await newLead();
    const mine = ok(await server.graphql(ASSIGN, { id, userId: dana.userId }, dana.headers)).assignLead;
    expect(mine.assignee).toEqual({ id: dana.userId, email: dana.email, name: "Dana Staff" });
    expect(mine.activity[0]).toEqual({ kind: "ASSIGNED", body: "Assigned to Dana Staff.", actor: { id: dana.userId } });

    // The same assignee again changes nothing and writes nothing.
    const again = ok(await server.graphql(ASSIGN, { id, userId: dana.userId }, dana.headers)).assignLead;
    expect(again.activity.filter((entry) => entry.kind === "ASSIGNED")).toHaveLength(1);

    const toAdmin = ok(await server.graphql(ASSIGN, { id, userId: admin.userId }, dana.headers)).assignLead;
    expect(toAdmin.assignee?.id).toBe(admin.userId);
    const none = ok(await server.graphql(ASSIGN, { id, userId: null }, omar.headers)).assignLead;
    expect(none.assignee).toBeNull();
    expect(none.activity.slice(0, 3).map((entry) => entry.body)).toEqual([
      "Unassigned.",
      "Assigned to Ada Admin.",
      "Assigned to Dana Staff.",
    ]);

    expect(problemFields(await server.graphql(ASSIGN, { id, userId: customer.userId }, dana.headers))).toEqual([
      "userId",
    ]);
    expect(problemFields(await server.graphql(ASSIGN, { id, userId: "not-a-uuid" }, dana.headers))).toEqual(["userId"]);
    expect(
      errorCode(await server.graphql(ASSIGN, { id: crypto.randomUUID(), userId: dana.userId }, dana.headers)),
    ).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(ASSIGN, { id, userId: customer.userId }, customer.headers))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await server.graphql(ASSIGN, { id, userId: null }))).toBe("UNAUTHENTICATED");
  });

  it("assignLead is announced on leadEvents as UPDATED", async () => {
    const id = await newLead();
    const board = watch(connect(server.url, omar), LEAD_EVENTS, {});
    // The subscription is not confirmed: assign back and forth until the board hears one.
    const heard: GraphQLResponse<LeadDetail_LeadEventsSubscription>[] = [];
    for (let attempt = 0; attempt < 20 && heard.length === 0; attempt++) {
      await server.graphql(ASSIGN, { id, userId: attempt % 2 ? null : dana.userId }, dana.headers);
      const result = await board.next(500).catch(() => null);
      if (result) heard.push(result);
    }
    expect(heard[0]?.data?.leadEvents.type).toBe("UPDATED");
    expect(heard[0]?.data?.leadEvents.lead.id).toBe(id);
    board.dispose();
  });

  it("scoreBreakdown gives the reasons that add up to the score", async () => {
    const id = await newLead();
    const lead = ok(await server.graphql(LEAD, { id }, dana.headers)).lead!;
    expect(lead.scoreBreakdown.map((part) => part.factor)).toEqual([
      "PROGRAM_INTEREST",
      "TRIP_SIZE",
      "TRIP_VALUE",
      "EMAIL_DOMAIN",
      "COMPLETENESS",
      "RECENCY",
    ]);
    expect(lead.scoreBreakdown.reduce((sum, part) => sum + part.points, 0)).toBe(lead.score);
    expect(lead.scoreBreakdown.find((part) => part.factor === "EMAIL_DOMAIN")).toEqual({
      factor: "EMAIL_DOMAIN",
      points: 15,
      maxPoints: 15,
    });
    expect(lead.scoreBreakdown.find((part) => part.factor === "COMPLETENESS")).toEqual({
      factor: "COMPLETENESS",
      points: 8,
      maxPoints: 10,
    });
  });

  it("stale: an open lead without activity for staleLeadDays; a closed one never", async () => {
    const id = await newLead();
    const stale = async () => ok(await server.graphql(LEAD, { id }, dana.headers)).lead!.stale;
    expect(await stale()).toBe(false);
    const backdate = (days: number) =>
      server.db
        .query(`UPDATE lead_activity SET created_at = now() - make_interval(days => $2) WHERE lead_id = $1`, [id, days])
        .then(() =>
          server.db.query(`UPDATE lead SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]),
        );
    await backdate(6);
    expect(await stale()).toBe(false);
    await backdate(8);
    expect(await stale()).toBe(true);
    // The threshold is the pricing page's: 10 days makes the same lead fresh again.
    expect(
      ok(await server.graphql(PRICING, { input: { staleLeadDays: 10 } }, admin.headers)).updatePricing.staleLeadDays,
    ).toBe(10);
    expect(await stale()).toBe(false);
    await server.graphql(PRICING, { input: { staleLeadDays: 7 } }, admin.headers);
    expect(await stale()).toBe(true);
    // A note is activity; then a lost lead is never stale, however old.
    await server.graphql(NOTE, { id }, dana.headers);
    expect(await stale()).toBe(false);
    await server.graphql(LOSE, { id }, dana.headers);
    await backdate(30);
    expect(await stale()).toBe(false);
  });

  it("updatePricing checks staleLeadDays is 1 to 90, and only admins change it", async () => {
    for (const staleLeadDays of [0, 91, null]) {
      expect(problemFields(await server.graphql(PRICING, { input: { staleLeadDays } }, admin.headers))).toEqual([
        "staleLeadDays",
      ]);
    }
    expect(errorCode(await server.graphql(PRICING, { input: { staleLeadDays: 14 } }, dana.headers))).toBe("FORBIDDEN");
    const { pricing } = ok(await server.graphql(STALE_LEAD_DAYS, {}, dana.headers));
    expect(pricing.staleLeadDays).toBe(7);
  });

  it("sendQuote emails the customer in their language: the request's for a visitor, the account's for its owner", async () => {
    // The outbox keeps what was sent to whom; the bodies are only in the delivered mail.
    type Outbox = { kind: string; locale: string; subject: string };
    // Every email to `to` (the request's receipt first), and its quote emails.
    const everything = async (to: string) =>
      (await server.db.query(
        `SELECT kind, locale, subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`,
        [to],
      )) as Outbox[];
    const outbox = async (to: string) => (await everything(to)).filter((mail) => mail.kind === "quote_sent");

    const visitor = `visitor-${crypto.randomUUID()}@aerotech.example`;
    const request = await submitRequest(server, visitor, {
      locale: "es-MX",
      contact: { name: "Lucía <b>Pérez</b>", email: visitor },
    });
    await sendQuote(server, dana, request.id, { priceUsd: 18_500 });
    const [mail] = await outbox(visitor);
    expect(mail).toMatchObject({
      kind: "quote_sent",
      locale: "es",
      subject: `Tu cotización de SkyCharter para ${request.reference}`,
    });
    const delivered = await waitForMail(server.dataDir, visitor, { after: (await everything(visitor)).length - 1 });
    expect(delivered.text).toContain("Ver y aceptar la cotización");
    expect(delivered.text).toContain(`${server.config.auth.siteUrl}/customer/requests/${request.id}`);
    expect(delivered.text).toMatch(/18\.500/);
    // The visitor's name is their text: escaped in the HTML part.
    expect(delivered.html).toContain("Lucía &#60;b&#62;Pérez&#60;/b&#62;");

    // An owner's account language wins over the language of the form.
    await server.db.query(`UPDATE auth_user SET locale = 'ar' WHERE id = $1`, [customer.userId]);
    const owned = await submitRequest(server, customer.email, { locale: "en" }, customer.headers);
    await sendQuote(server, dana, owned.id);
    await sendQuote(server, dana, owned.id, { priceUsd: 24_000 });
    const mails = await outbox(customer.email);
    expect(mails.map((m) => m.locale)).toEqual(["ar", "ar"]);
    expect(mails[0]!.subject).toBe(`عرض السعر من SkyCharter للطلب ${owned.reference}`);
    const sent = (await everything(customer.email)).length;
    expect((await waitForMail(server.dataDir, customer.email, { after: sent - 1 })).html).toContain('dir="rtl"');

    // A request without a language (an older client) is written to in English.
    const plain = `plain-${crypto.randomUUID()}@aerotech.example`;
    const english = await submitRequest(server, plain);
    await sendQuote(server, dana, english.id);
    expect((await outbox(plain))[0]).toMatchObject({
      locale: "en",
      subject: `Your SkyCharter quote for ${english.reference}`,
    });
  });

  it("leadViewers: two staff on two server copies see each other join and leave; expired rows are ignored", async () => {
    const id = await newLead();
    const onA = watch(connect(server.url, dana), VIEWERS, { leadId: id });
    expect(names(await onA.next())).toEqual(["Dana Staff"]);
    const onB = watch(connect(second.url, omar), VIEWERS, { leadId: id });
    expect(names(await onB.next())).toEqual(["Dana Staff", "Omar Staff"]);
    // Heard on copy A through the PubSub, not by polling: well before a heartbeat.
    expect(names(await onA.next(5_000))).toEqual(["Dana Staff", "Omar Staff"]);
    const rows = (await server.db.query(`SELECT DISTINCT server_id FROM lead_presence WHERE lead_id = $1`, [
      id,
    ])) as unknown[];
    expect(rows).toHaveLength(2);

    // A viewer whose copy crashed 50 s ago (no heartbeat since) does not count.
    await server.db.query(
      `INSERT INTO lead_presence (subscription_id, lead_id, user_id, server_id, joined_at, seen_at) VALUES (gen_random_uuid(), $1, $2, gen_random_uuid(), now() - interval '50 seconds', now() - interval '50 seconds')`,
      [id, admin.userId],
    );
    const third = watch(connect(server.url, omar), VIEWERS, { leadId: id });
    expect(names(await third.next())).toEqual(["Dana Staff", "Omar Staff"]);
    third.dispose();

    onB.dispose();
    expect(names(await onA.next(5_000))).toEqual(["Dana Staff"]);
    await expect
      .poll(
        async () =>
          (
            (await server.db.query(`SELECT count(*)::int AS n FROM lead_presence WHERE lead_id = $1`, [id])) as {
              n: number;
            }[]
          )[0]!.n,
      )
      .toBe(1);
    onA.dispose();
    await expect
      .poll(
        async () =>
          (
            (await server.db.query(`SELECT count(*)::int AS n FROM lead_presence WHERE lead_id = $1`, [id])) as {
              n: number;
            }[]
          )[0]!.n,
      )
      .toBe(0);
  }, 40_000);

  it("leadViewers: a viewer whose server copy died (no heartbeat) drops out of the list at the next heartbeat", async () => {
    const id = await newLead();
    // Ada is on the lead through a third copy, which refreshed her row a moment ago.
    const [ada] = (await server.db.query(
      `INSERT INTO lead_presence (subscription_id, lead_id, user_id, server_id) VALUES (gen_random_uuid(), $1, $2, gen_random_uuid()) RETURNING subscription_id`,
      [id, admin.userId],
    )) as { subscription_id: string }[];
    // Dana, on the copy that beats every 200 ms.
    const onB = watch(connect(second.url, dana), VIEWERS, { leadId: id });
    expect(names(await onB.next())).toEqual(["Ada Admin", "Dana Staff"]);
    // Ada's copy crashes and 46 s pass without its heartbeat: her row's clock is moved past the 45 s
    // expiry rather than waited out. Nobody announces a crash: Dana's own heartbeat re-reads the list.
    await server.db.query(
      `UPDATE lead_presence SET seen_at = now() - interval '46 seconds' WHERE subscription_id = $1`,
      [ada!.subscription_id],
    );
    expect(names(await onB.next(5_000))).toEqual(["Dana Staff"]);
    onB.dispose();
  });

  it("leadViewers is for staff, and only for a lead that exists", async () => {
    const id = await newLead();
    const asCustomer = await watch(connect(server.url, customer), VIEWERS, { leadId: id }).next();
    const codeOf = (result: unknown) => {
      const r = result as GraphQLResponse<unknown> | { extensions?: { code?: string } }[];
      return Array.isArray(r) ? r[0]?.extensions?.code : r.errors?.[0]?.extensions?.code;
    };
    expect(codeOf(asCustomer)).toBe("FORBIDDEN");
    expect(codeOf(await watch(connect(server.url, dana), VIEWERS, { leadId: crypto.randomUUID() }).next())).toBe(
      "NOT_FOUND",
    );
    const rows = (await server.db.query(`SELECT count(*)::int AS n FROM lead_presence WHERE lead_id = $1`, [id])) as {
      n: number;
    }[];
    expect(rows[0]!.n).toBe(0);
  });
});

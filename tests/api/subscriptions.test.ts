import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { countQueries, ok, proveAddress, sendQuote, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type GraphQLResponse, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const LEAD_EVENTS = graphql(`
  subscription Subscriptions_LeadEvents {
    leadEvents {
      type
      lead {
        email
        status
        score
      }
      stats {
        totalLeads
        newLeads
        contacted
      }
    }
  }
`);
const SHARED_LEAD_EVENTS = graphql(`
  subscription Subscriptions_SharedLeadEvents {
    leadEvents {
      type
      lead {
        email
        stale
      }
      stats {
        totalLeads
      }
    }
  }
`);
const LEAD_EVENT_TYPES = graphql(`
  subscription Subscriptions_LeadEventTypes {
    leadEvents {
      type
    }
  }
`);
const MY_UPDATES_WITH_QUOTES = graphql(`
  subscription Subscriptions_MyUpdatesWithQuotes {
    myQuoteRequestUpdated {
      id
      status
      quotes {
        priceUsd
      }
    }
  }
`);
const MY_UPDATE_IDS = graphql(`
  subscription Subscriptions_MyUpdateIds {
    myQuoteRequestUpdated {
      id
    }
  }
`);
const MY_UPDATES = graphql(`
  subscription Subscriptions_MyUpdates {
    myQuoteRequestUpdated {
      id
      status
    }
  }
`);
const MY_REQUESTS = graphql(`
  query Subscriptions_MyRequests {
    myQuoteRequests {
      totalCount
    }
  }
`);

/**
 * Subscribes over graphql-ws; `next()` resolves with the following result (typed by the document),
 * or with the errors the socket reported.
 */
function subscribe<TResult>(client: Client, document: DocumentTypeDecoration<TResult, Record<string, never>>) {
  const results: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  let failure: unknown = null;
  let received = 0;
  const push = (value: unknown) => {
    received += 1;
    if (waiters.length) waiters.shift()!(value);
    else results.push(value);
  };
  const dispose = client.subscribe(
    { query: String(document) },
    {
      next: push,
      error: (error) => {
        failure = error;
        push(error);
      },
      complete: () => undefined,
    },
  );
  const nextResult = () =>
    results.length ? Promise.resolve(results.shift()) : new Promise<unknown>((resolve) => waiters.push(resolve));
  return {
    next: () => nextResult() as Promise<GraphQLResponse<TResult>>,
    failed: () => failure,
    heard: () => received > 0,
    dispose,
  };
}

/**
 * graphql-ws does not confirm a subscription, and events are not replayed: wait until the
 * server's listener connection has run LISTEN on the topic (its last statement shows it).
 */
async function waitForListen(server: TestServer, topic: string) {
  await expect
    .poll(
      async () =>
        (
          await server.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1`, [
            `LISTEN "${topic}"`,
          ])
        )[0].n,
      { timeout: 10_000, interval: 25 },
    )
    .toBeGreaterThan(0);
}

/** Reads a board's events until the one about the lead sent from `email`. */
async function readUntil(
  board: { next: () => Promise<GraphQLResponse<{ leadEvents: { lead?: { email: string } | null } }>> },
  email: string,
) {
  for (;;) if (ok(await board.next()).leadEvents.lead?.email === email) return;
}

describe("subscriptions", () => {
  let server: TestServer;
  let staff: TestUser;
  let customer: TestUser;
  const clients: Client[] = [];
  const connect = (user: TestUser | null) => {
    const client = createClient({
      url: `${server.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: user ? { authorization: user.headers.authorization } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    // The customer proves the address by its link: signed-out requests with it then join the account.
    [staff, customer] = await Promise.all([
      signUp(server, "staff"),
      signUp(server, "customer").then((user) => proveAddress(server, user)),
    ]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await server?.close();
  });

  it("leadEvents tells staff about a new lead with fresh stats, then about its status change", async () => {
    const board = subscribe(connect(staff), LEAD_EVENTS);
    await waitForListen(server, "lead_events");
    const requestId = (await submitRequest(server, customer.email)).id;
    expect(await board.next()).toEqual({
      data: {
        leadEvents: {
          type: "CREATED",
          lead: { email: customer.email, status: "NEW", score: expect.any(Number) },
          stats: { totalLeads: 1, newLeads: 1, contacted: 0 },
        },
      },
    });
    await sendQuote(server, staff, requestId);
    const next = ok(await board.next());
    expect(next.leadEvents.lead?.status).toBe("CONTACTED");
    expect(next.leadEvents.stats.contacted).toBe(1);
    board.dispose();
  });

  it("leadEvents reads the lead and the figures once per event, however many boards subscribe", async () => {
    const boards = Array.from({ length: 5 }, () => subscribe(connect(staff), SHARED_LEAD_EVENTS));
    // The topic is already listened to (the test before), and graphql-ws does not confirm a
    // subscription: send warm-up leads until every board has heard one, then read each board up
    // to the last warm-up, so nothing of them is left in flight for the counted window.
    let warmUp = "";
    await expect
      .poll(
        async () => {
          if (boards.every((board) => board.heard())) return true;
          warmUp = `${Date.now().toString(36)}.warm-up@example.com`;
          await submitRequest(server, warmUp);
          return false;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);
    for (const board of boards) await readUntil(board, warmUp);
    const email = `${Date.now().toString(36)}.shared@example.com`;
    const counted = await countQueries(server, async () => {
      await submitRequest(server, email);
      for (const board of boards)
        expect(await board.next()).toMatchObject({
          data: { leadEvents: { type: "CREATED", lead: { email, stale: false } } },
        });
    });
    // Read once for the five subscribers, not five times (a late event of the test before may share the window, so at most 2).
    expect(
      counted.statements.filter((sql) => /count\(\*\) FILTER \(WHERE status = 'NEW'\)/.test(sql)).length,
    ).toBeLessThanOrEqual(2);
    expect(counted.statements.filter((sql) => /stale_lead_days/.test(sql)).length).toBeLessThanOrEqual(2);
    for (const board of boards) board.dispose();
  });

  it("myQuoteRequestUpdated reaches the owner when a quote arrives, and nobody else", async () => {
    const requestId = (await submitRequest(server, customer.email)).id;
    // The signed-out request joins the account (same proven email) when the customer first looks.
    await server.graphql(MY_REQUESTS, {}, customer.headers);
    const other = await signUp(server, "customer");
    const mine = subscribe(connect(customer), MY_UPDATES_WITH_QUOTES);
    const theirs = subscribe(connect(other), MY_UPDATE_IDS);
    await waitForListen(server, "quote_request_updated");
    await sendQuote(server, staff, requestId, { priceUsd: 21_000 });
    expect(await mine.next()).toEqual({
      data: { myQuoteRequestUpdated: { id: requestId, status: "QUOTED", quotes: [{ priceUsd: 21_000 }] } },
    });
    // Announcements go out in order: the other customer's next is their own request, nothing of ours before it.
    const theirRequest = await submitRequest(server, other.email, {}, other.headers);
    expect(await theirs.next()).toEqual({ data: { myQuoteRequestUpdated: { id: theirRequest.id } } });
    mine.dispose();
    theirs.dispose();
  });

  it("myQuoteRequestUpdated tells a signed-in customer's open dashboard about the request they just sent", async () => {
    const mine = subscribe(connect(customer), MY_UPDATES);
    // The topic may already be listened to (an earlier test), so LISTEN says nothing about this
    // socket being subscribed yet: send until the first announcement arrives; it must be one of ours.
    const first = mine.next();
    const sent: string[] = [];
    let event = null as Awaited<typeof first> | null;
    void first.then((heard) => (event = heard));
    // Each attempt sends again; the next one looks for what the last one sent.
    await expect
      .poll(
        async () => {
          if (!event) sent.push((await submitRequest(server, customer.email, {}, customer.headers)).id);
          return event;
        },
        { timeout: 10_000, interval: 250 },
      )
      .not.toBeNull();
    expect(sent).toContain(event?.data?.myQuoteRequestUpdated.id);
    expect(event?.data?.myQuoteRequestUpdated.status).toBe("NEW");
    mine.dispose();
  });

  it("refuses leadEvents to customers and anonymous sockets", async () => {
    for (const user of [customer, null]) {
      const attempt = subscribe(connect(user), LEAD_EVENT_TYPES);
      // A refusal comes as the result's errors, or as the socket's error (a list of errors).
      const result = (await attempt.next()) as GraphQLResponse<unknown> | { message?: string }[];
      const code = Array.isArray(result) ? undefined : result.errors?.[0]?.extensions?.code;
      const failure = attempt.failed() as { extensions?: { code?: string } }[] | null;
      expect(code ?? failure?.[0]?.extensions?.code).toBe(user ? "FORBIDDEN" : "UNAUTHENTICATED");
    }
  });
});

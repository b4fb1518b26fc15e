import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client as PgClient } from "pg";
import { WebSocket } from "ws";
import { countQueries, ok, proveAddress, sendQuote, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, startTestServerCopy, type GraphQLResponse, type TestServer } from "../support/server.js";
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
const STATS = `
  query Subscriptions_Stats {
    leadStats {
      totalLeads
      newLeads
      contacted
      qualified
      dealsWon
      dealsLost
      totalRevenueUsd
      averageDealSizeUsd
      conversionRate
    }
  }
`;
const ADD_NOTE = `
  mutation Subscriptions_AddNote($id: ID!, $body: String!) {
    addLeadNote(id: $id, body: $body) {
      id
    }
  }
`;
const SEND_MESSAGE = `
  mutation Subscriptions_SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
    }
  }
`;
const MARK_READ = `
  mutation Subscriptions_MarkRead($id: ID!) {
    markConversationRead(quoteRequestId: $id) {
      id
    }
  }
`;
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

/**
 * Statements a leadEvents subscriber would run to answer the board: the lead itself, its stale
 * flag, the pipeline figures outside the event's card, or its unread messages.
 */
const subscriberRead =
  /FROM "lead"|AS stale FROM lead|^SELECT sum\(leads\)|request_read_marker r ON r\.quote_request_id = m\.quote_request_id/;

/** The board's own selection (web/src/backoffice/leads: LeadRow, LeadFigures), as raw text. */
const BOARD_EVENTS = `subscription {
  leadEvents {
    type
    lead { id contactName company email phone source status allowedStatuses score estimatedValueUsd createdAt updatedAt stale unreadMessages }
    stats { totalLeads newLeads contacted qualified dealsWon dealsLost totalRevenueUsd averageDealSizeUsd conversionRate }
  }
}`;
interface BoardEvent {
  leadEvents: {
    type: string;
    lead: Record<string, unknown> & { email: string; company: string | null };
    stats: Record<string, number>;
  };
}
const boardEvents = BOARD_EVENTS as unknown as DocumentTypeDecoration<BoardEvent, Record<string, never>>;

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

  /**
   * The topic may already be listened to (an earlier test), so LISTEN says nothing about this
   * board: send warm-up leads until it has heard one, then one more, read through to it.
   */
  async function untilHeard(board: ReturnType<typeof subscribe<BoardEvent>>) {
    await expect
      .poll(
        async () => {
          if (board.heard()) return true;
          await submitRequest(server, `${Date.now().toString(36)}.warm-up@example.com`);
          return false;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);
    const settled = `${Date.now().toString(36)}.settled@example.com`;
    await submitRequest(server, settled);
    await readUntil(board, settled);
  }

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

  it("leadEvents reads the lead and the figures once per event, where it happens, however many boards subscribe", async () => {
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
    // Read once, by the copy that made the change, into the event (a late event of the test before
    // may share the window, so at most 2); the five subscribers read nothing more.
    expect(counted.statements.filter((sql) => /WITH figures AS/.test(sql)).length).toBeLessThanOrEqual(2);
    expect(counted.statements.filter((sql) => subscriberRead.test(sql))).toEqual([]);
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

  it("leadEvents: another server copy hands its subscribers the event's card, without reading the database", async () => {
    const copy = await startTestServerCopy(server, { MAILER_AUTOCONFIRM: "true" });
    try {
      const member = await signUp(copy, "staff");
      const client = createClient({
        url: `${copy.url.replace("http", "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: member.headers.authorization },
        retryAttempts: 0,
      });
      clients.push(client);
      const board = subscribe(client, boardEvents);
      await untilHeard(board);
      const email = `${Date.now().toString(36)}.copy@example.com`;
      let event: BoardEvent["leadEvents"] | undefined;
      // Submitted through the first copy; what the second copy's DataSource runs meanwhile is counted.
      const counted = await countQueries(copy, async () => {
        await submitRequest(server, email, { contact: { name: "Wire Card", email, company: "Card & Co" } });
        for (;;) {
          event = ok(await board.next()).leadEvents;
          if (event.lead.email === email) break;
        }
      });
      expect(counted.statements.filter((sql) => /lead|conversation_message|pricing_setting/.test(sql))).toEqual([]);
      const figures = ok(
        await server.graphql<{ leadStats: Record<string, number> }>(STATS, {}, staff.headers),
      ).leadStats;
      expect(event).toMatchObject({
        type: "CREATED",
        lead: {
          email,
          contactName: "Wire Card",
          company: "Card & Co",
          status: "NEW",
          stale: false,
          unreadMessages: 0,
          allowedStatuses: expect.arrayContaining(["CONTACTED"]),
        },
        stats: figures,
      });
      expect(Date.parse(String(event!.lead.createdAt))).toBeGreaterThan(Date.now() - 60_000);
      board.dispose();
    } finally {
      await copy.close();
    }
  });

  it("leadEvents: a card too large for a NOTIFY goes out as ids, and subscribers read the lead themselves", async () => {
    const listener = new PgClient({ connectionString: server.config.databaseUrl! });
    await listener.connect();
    const wire: { card?: unknown; leadId: string }[] = [];
    listener.on("notification", (message) => wire.push((JSON.parse(message.payload!) as { payload: never }).payload));
    await listener.query(`LISTEN lead_events`);
    try {
      const board = subscribe(connect(staff), boardEvents);
      await untilHeard(board);
      const email = `${Date.now().toString(36)}.long@example.com`;
      const { id: requestId } = await submitRequest(server, email);
      await readUntil(board, email);
      const [{ lead_id: leadId }] = (await server.db.query(`SELECT lead_id FROM quote_request WHERE id = $1`, [
        requestId,
      ])) as { lead_id: string }[];
      // The usual event carried its card.
      await expect
        .poll(() => wire.find((payload) => payload.leadId === leadId)?.card)
        .toMatchObject({ lead: { email } });
      // A company name no form accepts, written straight to the row: the card no longer fits in 8000 bytes.
      const company = "Very Long Holdings ".repeat(450);
      await server.db.query(`UPDATE lead SET company = $2 WHERE id = $1`, [leadId, company]);
      wire.length = 0;
      ok(await server.graphql(ADD_NOTE, { id: leadId, body: "Called back." }, staff.headers));
      let event: BoardEvent["leadEvents"];
      do event = ok(await board.next()).leadEvents;
      while (event.lead.email !== email);
      expect(event).toMatchObject({ type: "UPDATED", lead: { email, company, unreadMessages: 0 } });
      await expect.poll(() => wire.find((payload) => payload.leadId === leadId)).toBeDefined();
      expect(wire.find((payload) => payload.leadId === leadId)).toEqual({ type: "UPDATED", leadId });
      board.dispose();
    } finally {
      await listener.end();
    }
  });

  it("leadEvents: unread messages stay each staff member's own when the lead has customer messages", async () => {
    const colleague = await signUp(server, "staff");
    const asker = await signUp(server, "customer");
    const { id: requestId } = await submitRequest(server, asker.email, {}, asker.headers);
    const mine = subscribe(connect(staff), boardEvents);
    const theirs = subscribe(connect(colleague), boardEvents);
    await untilHeard(mine);
    await untilHeard(theirs);
    const unreadOn = async (board: typeof mine) => {
      let event: BoardEvent["leadEvents"];
      do event = ok(await board.next()).leadEvents;
      while (event.lead.email !== asker.email);
      return event.lead.unreadMessages;
    };
    const write = async (body: string) =>
      ok(await server.graphql(SEND_MESSAGE, { input: { quoteRequestId: requestId, body } }, asker.headers));
    await write("Can we bring a dog?");
    expect([await unreadOn(mine), await unreadOn(theirs)]).toEqual([1, 1]);
    // The colleague reads the thread; the next message is their first unread, and my second.
    ok(await server.graphql(MARK_READ, { id: requestId }, colleague.headers));
    await write("She is small.");
    expect([await unreadOn(mine), await unreadOn(theirs)]).toEqual([2, 1]);
    mine.dispose();
    theirs.dispose();
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

import { randomUUID } from "node:crypto";
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { mailUnreadMessages } from "../../server/src/modules/conversations/unread-mail.js";
import { errorCode, ok, problemFields, sendQuote, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type GraphQLResponse, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const SEND = graphql(`
  mutation Conversations_Send($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      quoteRequestId
      fromStaff
      mine
      body
      sentAt
    }
  }
`);
const THREAD = graphql(`
  query Conversations_Thread($id: ID!) {
    conversation(quoteRequestId: $id) {
      quoteRequestId
      unreadCount
      messages {
        body
        fromStaff
        mine
      }
    }
  }
`);
const MARK_READ = graphql(`
  mutation Conversations_MarkRead($id: ID!) {
    markConversationRead(quoteRequestId: $id) {
      id
      unreadMessages
    }
  }
`);
const MARK_QUOTES_SEEN = graphql(`
  mutation Conversations_MarkQuotesSeen($id: ID!) {
    markQuotesSeen(quoteRequestId: $id) {
      id
      newQuotes
    }
  }
`);
const MY_COUNTS = graphql(`
  query Conversations_MyCounts {
    myUnreadMessages
    myQuoteRequests {
      edges {
        node {
          id
          unreadMessages
          newQuotes
        }
      }
    }
  }
`);
const LEAD_COUNT = graphql(`
  query Conversations_LeadCount($id: ID!) {
    lead(id: $id) {
      unreadMessages
      quoteRequests {
        id
        unreadMessages
      }
    }
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation Conversations_DeleteAccount($email: String!) {
    deleteMyAccount(confirmEmail: $email)
  }
`);
const LEAD_OF = graphql(`
  query Conversations_LeadOf($id: ID!) {
    quoteRequest(id: $id) {
      leadId
    }
  }
`);
const THREAD_LIVE = graphql(`
  subscription Conversations_ThreadLive($id: ID) {
    conversationMessages(quoteRequestId: $id) {
      body
      fromStaff
      quoteRequest {
        id
        unreadMessages
      }
    }
  }
`);

/** Subscribes over graphql-ws; `next()` resolves with the following result or the reported errors. */
function subscribe<TResult, TVariables>(
  client: Client,
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
) {
  const results: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  const push = (value: unknown) => (waiters.length ? waiters.shift()!(value) : results.push(value));
  const dispose = client.subscribe(
    { query: String(document), variables: variables as Record<string, unknown> },
    { next: push, error: push, complete: () => undefined },
  );
  return {
    next: () =>
      (results.length
        ? Promise.resolve(results.shift())
        : new Promise<unknown>((resolve) => waiters.push(resolve))) as Promise<GraphQLResponse<TResult>>,
    dispose,
  };
}

/** graphql-ws does not confirm a subscription: wait until this server's listener runs LISTEN on the topic. */
async function waitForListen(server: TestServer, topic: string) {
  await expect
    .poll(
      async () =>
        (
          (await server.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1`, [
            `LISTEN "${topic}"`,
          ])) as { n: number }[]
        )[0]!.n,
      { timeout: 10_000, interval: 25 },
    )
    .toBeGreaterThan(0);
}

/** An instant `minutes` from now, for the unread-mail pass. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("a conversation per quote request", () => {
  let server: TestServer;
  let staff: TestUser;
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
  const send = (user: TestUser, quoteRequestId: string, body: string, clientKey: string | null = randomUUID()) =>
    server.graphql(SEND, { input: { quoteRequestId, body, clientKey } }, user.headers);
  /** A customer with a request of their own. */
  const customerWithRequest = async () => {
    const customer = await signUp(server, "customer");
    const request = await submitRequest(server, customer.email, {}, customer.headers);
    return { customer, request };
  };

  beforeAll(async () => {
    // The server's own pass never runs here: the tests drive it with `now`.
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", MESSAGE_UNREAD_EMAIL_MINUTES: "0" });
    staff = await signUp(server, "staff");
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await server?.close();
  });

  it("the customer and staff write to each other, and each sees the thread from their side", async () => {
    const { customer, request } = await customerWithRequest();
    const question = ok(await send(customer, request.id, "  Can we bring a dog?\r\nShe is small.  ")).sendMessage;
    expect(question).toMatchObject({ fromStaff: false, mine: true, body: "Can we bring a dog?\nShe is small." });
    const answer = ok(await send(staff, request.id, "Yes, pets fly in the cabin.")).sendMessage;
    expect(answer).toMatchObject({ fromStaff: true, mine: true });

    const mine = ok(await server.graphql(THREAD, { id: request.id }, customer.headers)).conversation;
    expect(mine).toEqual({
      quoteRequestId: request.id,
      unreadCount: 1,
      messages: [
        { body: "Can we bring a dog?\nShe is small.", fromStaff: false, mine: true },
        { body: "Yes, pets fly in the cabin.", fromStaff: true, mine: false },
      ],
    });
    const theirs = ok(await server.graphql(THREAD, { id: request.id }, staff.headers)).conversation;
    expect(theirs.messages.map((m) => m.mine)).toEqual([false, true]);
    // The staff member's answer marked the thread read for them up to it.
    expect(theirs.unreadCount).toBe(0);
  });

  it("refuses empty and too long messages and a bad client key, naming the field", async () => {
    const { customer, request } = await customerWithRequest();
    expect(problemFields(await send(customer, request.id, "   \n "))).toEqual(["body"]);
    expect(problemFields(await send(customer, request.id, "x".repeat(4001)))).toEqual(["body"]);
    expect(ok(await send(customer, request.id, "é".repeat(4000))).sendMessage.body).toHaveLength(4000);
    expect(problemFields(await send(customer, request.id, "Hello", "short"))).toEqual(["clientKey"]);
  });

  it("sending twice with one client key records one message; the key with other text is a conflict", async () => {
    const { customer, request } = await customerWithRequest();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(customer, request.id, "Is catering included?", key),
      send(customer, request.id, "Is catering included?", key),
    ]);
    expect(ok(second).sendMessage.id).toBe(ok(first).sendMessage.id);
    expect(errorCode(await send(customer, request.id, "Something else", key))).toBe("CONFLICT");
    const thread = ok(await server.graphql(THREAD, { id: request.id }, customer.headers)).conversation;
    expect(thread.messages).toHaveLength(1);
  });

  it("another customer and an anonymous caller reach none of the thread", async () => {
    const { customer, request } = await customerWithRequest();
    await send(customer, request.id, "Private question");
    const stranger = await signUp(server, "customer");
    expect(errorCode(await server.graphql(THREAD, { id: request.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await send(stranger, request.id, "Let me in"))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(MARK_READ, { id: request.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(MARK_QUOTES_SEEN, { id: request.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(THREAD, { id: request.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(SEND, { input: { quoteRequestId: request.id, body: "Hi" } }))).toBe(
      "UNAUTHENTICATED",
    );

    // Nor live: the stranger's subscription is refused before it listens; the anonymous one too.
    const spy = subscribe(connect(stranger), THREAD_LIVE, { id: request.id });
    expect((await spy.next()).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const anonymous = subscribe(connect(null), THREAD_LIVE, { id: request.id });
    expect((await anonymous.next()).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // The stranger's own stream of messages hears nothing of another's request.
    expect(ok(await server.graphql(MY_COUNTS, {}, stranger.headers)).myUnreadMessages).toBe(0);
  });

  it("delivers each message live to the thread's subscribers on both sides and to the customer's dashboard", async () => {
    const { customer, request } = await customerWithRequest();
    const staffPanel = subscribe(connect(staff), THREAD_LIVE, { id: request.id });
    const customerPanel = subscribe(connect(customer), THREAD_LIVE, { id: request.id });
    // The listener's last statement shows its latest LISTEN: one topic at a time.
    await waitForListen(server, "conversation_message");
    const dashboard = subscribe(connect(customer), THREAD_LIVE, { id: null });
    await waitForListen(server, "my_conversation_message");

    await send(customer, request.id, "When do we board?");
    expect(ok(await staffPanel.next()).conversationMessages).toMatchObject({
      body: "When do we board?",
      fromStaff: false,
    });
    expect(ok(await customerPanel.next()).conversationMessages.body).toBe("When do we board?");
    expect(ok(await dashboard.next()).conversationMessages.body).toBe("When do we board?");

    await send(staff, request.id, "Thirty minutes before departure.");
    const heard = ok(await customerPanel.next()).conversationMessages;
    expect(heard).toMatchObject({ fromStaff: true, quoteRequest: { id: request.id, unreadMessages: 1 } });
    expect(ok(await dashboard.next()).conversationMessages.quoteRequest.unreadMessages).toBe(1);
    expect(ok(await staffPanel.next()).conversationMessages.fromStaff).toBe(true);
    for (const stream of [staffPanel, customerPanel, dashboard]) stream.dispose();
  });

  it("keeps unread counts per person on the server: the customer's per request and in total, each staff member's per lead", async () => {
    const { customer, request } = await customerWithRequest();
    const other = await submitRequest(server, customer.email, {}, customer.headers);
    const colleague = await signUp(server, "staff");
    const { leadId } = ok(await server.graphql(LEAD_OF, { id: request.id }, staff.headers)).quoteRequest!;

    await send(customer, request.id, "First question");
    await send(customer, request.id, "Second question");
    const leadCount = async (user: TestUser) =>
      ok(await server.graphql(LEAD_COUNT, { id: leadId! }, user.headers)).lead!;
    expect((await leadCount(staff)).unreadMessages).toBe(2);
    expect((await leadCount(colleague)).unreadMessages).toBe(2);

    await send(staff, request.id, "One answer");
    await send(staff, other.id, "Another answer");
    await send(staff, other.id, "And more");
    // Answering marked the thread read for the one who answered, not for the colleague.
    expect((await leadCount(staff)).unreadMessages).toBe(0);
    expect((await leadCount(colleague)).quoteRequests.find((r) => r.id === request.id)?.unreadMessages).toBe(2);

    const counts = async () => {
      const data = ok(await server.graphql(MY_COUNTS, {}, customer.headers));
      const of = (id: string) => data.myQuoteRequests.edges.find((e) => e.node.id === id)!.node.unreadMessages;
      return { total: data.myUnreadMessages, request: of(request.id), other: of(other.id) };
    };
    expect(await counts()).toEqual({ total: 3, request: 1, other: 2 });
    expect(ok(await server.graphql(MARK_READ, { id: other.id }, customer.headers)).markConversationRead).toEqual({
      id: other.id,
      unreadMessages: 0,
    });
    expect(await counts()).toEqual({ total: 1, request: 1, other: 0 });

    await server.graphql(MARK_READ, { id: request.id }, colleague.headers);
    expect((await leadCount(colleague)).unreadMessages).toBe(0);
  });

  it("keeps the 'new quote' badge per person on the server, not per browser", async () => {
    const { customer, request } = await customerWithRequest();
    const newQuotes = async () =>
      ok(await server.graphql(MY_COUNTS, {}, customer.headers)).myQuoteRequests.edges.find(
        (e) => e.node.id === request.id,
      )!.node.newQuotes;
    expect(await newQuotes()).toBe(0);
    await sendQuote(server, staff, request.id);
    await sendQuote(server, staff, request.id, { priceUsd: 21_000 });
    expect(await newQuotes()).toBe(2);
    expect(ok(await server.graphql(MARK_QUOTES_SEEN, { id: request.id }, customer.headers)).markQuotesSeen).toEqual({
      id: request.id,
      newQuotes: 0,
    });
    // Another device of the same person: another session, the same marker.
    expect(await newQuotes()).toBe(0);
    await sendQuote(server, staff, request.id, { priceUsd: 19_000 });
    expect(await newQuotes()).toBe(1);
  });

  it("is part of the account's data download, both sides of it", async () => {
    const { customer, request } = await customerWithRequest();
    await send(customer, request.id, "Is there Wi-Fi on board?");
    await send(staff, request.id, "Yes, throughout the flight.");
    const response = await fetch(`${server.url}/api/account/data.json`, { headers: customer.headers });
    const data = (await response.json()) as {
      quote_requests: { reference: string; messages: { from_staff: boolean; body: string }[] }[];
    };
    const exported = data.quote_requests.find((r) => r.reference === request.reference)!;
    expect(exported.messages.map(({ from_staff, body }) => ({ from_staff, body }))).toEqual([
      { from_staff: false, body: "Is there Wi-Fi on board?" },
      { from_staff: true, body: "Yes, throughout the flight." },
    ]);
  });

  it("erases what was said on an unbooked request with the account that asked", async () => {
    const { customer, request } = await customerWithRequest();
    await send(customer, request.id, "My mobile is +44 7700 900123");
    await send(staff, request.id, "Thanks, we will call you.");
    expect(ok(await server.graphql(DELETE_ACCOUNT, { email: customer.email }, customer.headers)).deleteMyAccount).toBe(
      true,
    );
    const left = (await server.db.query(
      `SELECT count(*)::int AS n FROM conversation_message WHERE quote_request_id = $1`,
      [request.id],
    )) as { n: number }[];
    expect(left[0]!.n).toBe(0);
  });

  describe("an email when a message stays unread", () => {
    const settings = () => ({ delayMinutes: 15, siteUrl: server.config.auth.siteUrl });
    /** A pass `minutes` from now, and the emails it queued about this request (other tests' threads are theirs). */
    const passAbout = async (quoteRequestId: string, minutes: number) =>
      (await mailUnreadMessages(server.db, settings(), later(minutes)))?.filter(
        (mail) => mail.quoteRequestId === quoteRequestId,
      );
    const mailsAbout = async (reference: string) =>
      (await server.db.query(
        `SELECT to_address AS "to", locale, subject, text_body AS text FROM mail_outbox
         WHERE kind = 'message_unread' AND subject LIKE '%' || $1 || '%' ORDER BY created_at`,
        [reference],
      )) as { to: string; locale: string; subject: string; text: string }[];

    it("mails the customer once, in the account's language, with the message and a link, after the delay", async () => {
      const { customer, request } = await customerWithRequest();
      await server.db.query(`UPDATE auth_user SET locale = 'es' WHERE id = $1`, [customer.userId]);
      await send(staff, request.id, "Tenemos dos aviones disponibles.");

      expect(await passAbout(request.id, 5)).toEqual([]);
      expect(await mailsAbout(request.reference)).toEqual([]);
      expect(await passAbout(request.id, 16)).toEqual([{ to: customer.email, quoteRequestId: request.id }]);
      const [mail, ...more] = await mailsAbout(request.reference);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ to: customer.email, locale: "es" });
      expect(mail!.subject).toContain("Tu bróker");
      expect(mail!.text).toContain("> Tenemos dos aviones disponibles.");
      expect(mail!.text).toContain(`/customer/requests/${request.id}`);
      // Never twice, however many passes run later.
      expect(await passAbout(request.id, 60)).toEqual([]);
      expect(await mailsAbout(request.reference)).toHaveLength(1);
    });

    it("mails nobody for a message read in time", async () => {
      const { customer, request } = await customerWithRequest();
      await send(staff, request.id, "Your aircraft is confirmed.");
      await server.graphql(MARK_READ, { id: request.id }, customer.headers);
      expect(await passAbout(request.id, 16)).toEqual([]);
      expect(await mailsAbout(request.reference)).toEqual([]);
    });

    it("mails the lead's assignee for the customer's message, in the assignee's language", async () => {
      const { customer, request } = await customerWithRequest();
      const assignee = await signUp(server, "staff");
      await server.db.query(`UPDATE auth_user SET locale = 'ar' WHERE id = $1`, [assignee.userId]);
      const { leadId } = ok(await server.graphql(LEAD_OF, { id: request.id }, staff.headers)).quoteRequest!;
      await server.db.query(`UPDATE lead SET assignee_user_id = $1 WHERE id = $2`, [assignee.userId, leadId]);
      await send(customer, request.id, "Can we leave an hour earlier?");
      await send(customer, request.id, "And add a passenger?");

      expect(await passAbout(request.id, 16)).toEqual([{ to: assignee.email, quoteRequestId: request.id }]);
      const [mail] = await mailsAbout(request.reference);
      expect(mail).toMatchObject({ to: assignee.email, locale: "ar" });
      expect(mail!.text).toContain("> Can we leave an hour earlier?");
      expect(mail!.text).toContain("> And add a passenger?");
      expect(mail!.text).toContain(`/admin/leads/${leadId}`);
    });

    it("runs in one server copy at a time: a pass while another holds the lock does nothing", async () => {
      const runner = server.db.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`SELECT pg_advisory_xact_lock(hashtext('conversations:unread-mail'))`);
        expect(await mailUnreadMessages(server.db, settings(), later(16))).toBeNull();
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
    });
  });
});

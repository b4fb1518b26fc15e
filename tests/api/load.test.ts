import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInput, SUBMIT } from "../support/charter.js";
import { startTestServer, type GraphQLResponse, type TestServer } from "../support/server.js";
import type { Charter_SubmitQuoteRequestMutation } from "./__generated__/graphql.js";

// Issue 11: a burst of quote requests through real HTTP, a fifth of them retried at the same time
// under the same idempotency key (a double-clicked submit, a client retrying on a slow answer).

const SUBMISSIONS = 200;
const RETRIED = 40;

interface Submission {
  email: string;
  key: string;
  /** Each submission comes from its own address, so the per-IP rate limit is not what is tested. */
  ip: string;
}

async function post(
  server: TestServer,
  submission: Submission,
): Promise<{ status: number; body: GraphQLResponse<Charter_SubmitQuoteRequestMutation> }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": submission.ip },
    body: JSON.stringify({
      query: String(SUBMIT),
      variables: { input: requestInput(submission.email), key: submission.key },
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResponse<Charter_SubmitQuoteRequestMutation>,
  };
}

describe("quote submissions under concurrent load", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it(`stores exactly ${SUBMISSIONS} requests and leads for ${SUBMISSIONS + RETRIED} concurrent calls, each retry answered with its original`, async () => {
    const run = randomUUID().slice(0, 8);
    const submissions: Submission[] = Array.from({ length: SUBMISSIONS }, (_, i) => ({
      email: `load-${run}-${i}@example.com`,
      key: randomUUID(),
      ip: `${i < 127 ? "198.51.100" : "203.0.113"}.${(i % 127) + 1}`,
    }));
    // Every fifth submission is sent twice, both copies in flight together.
    const calls = [...submissions, ...submissions.filter((_, i) => i % (SUBMISSIONS / RETRIED) === 0)];
    expect(calls).toHaveLength(SUBMISSIONS + RETRIED);

    const started = Date.now();
    const answers = await Promise.all(
      calls.map(async (submission) => ({ submission, ...(await post(server, submission)) })),
    );
    const elapsed = Date.now() - started;

    const failures = answers
      .filter((a) => a.status !== 200 || a.body.errors)
      .map((a) => ({ status: a.status, errors: a.body.errors }));
    expect(failures).toEqual([]);
    // Both copies of a retried submission name the same request.
    const byKey = new Map<string, Set<string>>();
    for (const { submission, body } of answers) {
      const request = body.data!.submitQuoteRequest;
      expect(request.contact.email).toBe(submission.email);
      expect(request.reference).toMatch(/^SC-[2-9A-HJKMNP-Z]{6}$/);
      byKey.set(submission.key, (byKey.get(submission.key) ?? new Set()).add(`${request.id} ${request.reference}`));
    }
    expect(byKey.size).toBe(SUBMISSIONS);
    expect([...byKey.values()].filter((answersForKey) => answersForKey.size !== 1)).toEqual([]);

    const [requests] = (await server.db.query(
      `SELECT count(*)::int AS rows, count(DISTINCT idempotency_key)::int AS keys, count(DISTINCT reference)::int AS refs
       FROM quote_request WHERE contact_email LIKE $1`,
      [`load-${run}-%`],
    )) as [{ rows: number; keys: number; refs: number }];
    expect(requests).toEqual({ rows: SUBMISSIONS, keys: SUBMISSIONS, refs: SUBMISSIONS });
    const [leads] = (await server.db.query(
      `SELECT count(*)::int AS rows, count(DISTINCT email)::int AS emails FROM lead WHERE email LIKE $1`,
      [`load-${run}-%`],
    )) as [{ rows: number; emails: number }];
    expect(leads).toEqual({ rows: SUBMISSIONS, emails: SUBMISSIONS });
    // Every request has its one leg and its lead's timeline its one entry.
    const [legs] = (await server.db.query(
      `SELECT count(*)::int AS legs FROM quote_request_leg l JOIN quote_request q ON q.id = l.quote_request_id WHERE q.contact_email LIKE $1`,
      [`load-${run}-%`],
    )) as [{ legs: number }];
    expect(legs.legs).toBe(SUBMISSIONS);
    const [activities] = (await server.db.query(
      `SELECT count(*)::int AS entries FROM lead_activity a JOIN lead l ON l.id = a.lead_id WHERE l.email LIKE $1`,
      [`load-${run}-%`],
    )) as [{ entries: number }];
    expect(activities.entries).toBe(SUBMISSIONS);
    console.info(`load: ${calls.length} concurrent submissions answered in ${elapsed} ms`);
  }, 60_000);
});

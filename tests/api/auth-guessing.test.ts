import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Password guessing: every attempt pays for its slot before the password is checked, so parallel
// guesses cannot all get through. A 400 invalid_credentials is an answer only the check gives.

const PASSWORD = "Owner-knows-this-1";
const CLIENT_BUDGET = 5;
const ACCOUNT_BUDGET = 8;
const MAX_DELAY = 16;

type Answer = { status: number; code: string; retryAfter: number };

/** How many guesses reached the password check, and how many were turned away before it. */
function tally(answers: Answer[]) {
  const checked = answers.filter((a) => a.status === 400 && a.code === "invalid_credentials").length;
  const refused = answers.filter(
    (a) => a.status === 429 && a.code === "over_request_rate_limit" && a.retryAfter > 0,
  ).length;
  return { checked, refused };
}

/** 50 addresses in 198.51.<net>.0/24. */
const ipv4s = (net: number) => Array.from({ length: 50 }, (_, i) => `198.51.${net}.${i + 1}`);

describe("password guessing", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      SIGNIN_FAILURE_LIMIT: String(CLIENT_BUDGET),
      SIGNIN_LOCKOUT_SECONDS: "300",
      SIGNIN_ACCOUNT_FAILURE_LIMIT: String(ACCOUNT_BUDGET),
      SIGNIN_ACCOUNT_MAX_DELAY: String(MAX_DELAY),
    });
  });
  afterAll(() => server?.close());
  afterEach(() => vi.restoreAllMocks());

  async function signIn(email: string, password: string, ip: string): Promise<Answer> {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { error_code?: string };
    return {
      status: response.status,
      code: body.error_code ?? "",
      retryAfter: Number(response.headers.get("retry-after")),
    };
  }

  async function account(): Promise<string> {
    const email = uniqueEmail("guessed");
    await insertUser(server.db, {
      email,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    return email;
  }

  const guesses = (email: string, ips: string[]) =>
    Promise.all(ips.map((ip, i) => signIn(email, `Wrong-guess-${i}`, ip)));

  /** Date.now() moved forward by `offset()` ms: the limits read the time from it, not from PostgreSQL. */
  function movableClock() {
    const realNow = Date.now.bind(Date);
    let offset = 0;
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
    return { advance: (seconds: number) => void (offset += seconds * 1000) };
  }

  it("lets only the client's budget of 50 parallel guesses from one address reach the password check", async () => {
    const email = await account();
    const answers = await guesses(
      email,
      Array.from({ length: 50 }, () => "203.0.113.50"),
    );
    expect(tally(answers)).toEqual({ checked: CLIENT_BUDGET, refused: 50 - CLIENT_BUDGET });
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", async () => {
    const email = await account();
    const ips = Array.from({ length: 50 }, (_, i) =>
      i % 2
        ? `2001:db8:4:7:${(i + 1).toString(16)}::1`
        : `2001:0db8:0004:0007:0000:0000:0000:${(i + 1).toString(16).padStart(4, "0")}`,
    );
    expect(tally(await guesses(email, ips))).toEqual({ checked: CLIENT_BUDGET, refused: 50 - CLIENT_BUDGET });
    // The next /64 is another client.
    expect(await signIn(email, "Wrong-guess-x", "2001:db8:4:8::1")).toMatchObject({
      status: 400,
      code: "invalid_credentials",
    });
  });

  it("lets only the account's budget of 50 parallel guesses from 50 clients through, for known and unknown addresses alike", async () => {
    // Time stands still, so no wait after the budget can run out while the 50 are answered.
    vi.spyOn(Date, "now").mockReturnValue(Date.now());
    expect(tally(await guesses(await account(), ipv4s(100)))).toEqual({
      checked: ACCOUNT_BUDGET,
      refused: 50 - ACCOUNT_BUDGET,
    });
    expect(tally(await guesses(uniqueEmail("nobody"), ipv4s(101)))).toEqual({
      checked: ACCOUNT_BUDGET,
      refused: 50 - ACCOUNT_BUDGET,
    });
  });

  it("doubles the account's wait with each further guess, up to the cap, and lets the owner in once it passes", async () => {
    const email = await account();
    const clock = movableClock();
    let n = 0;
    const attacker = () => `192.0.2.${++n}`;
    for (let i = 0; i < ACCOUNT_BUDGET; i++) expect((await signIn(email, `Wrong-${i}`, attacker())).status).toBe(400);

    // The owner, from an address never used for guessing, must wait too: but only seconds.
    const owner = "203.0.113.200";
    const blocked = await signIn(email, PASSWORD, owner);
    expect(blocked).toMatchObject({ status: 429, code: "over_request_rate_limit", retryAfter: 1 });

    // Each guess the wait allows sets a longer wait for the next: 2, 4, 8, 16 s, then the cap.
    const waits: number[] = [];
    let wait = blocked.retryAfter;
    for (let i = 0; i < 5; i++) {
      clock.advance(wait);
      expect((await signIn(email, `Late-${i}`, attacker())).status).toBe(400);
      const next = await signIn(email, `Too-soon-${i}`, attacker());
      expect(next.status).toBe(429);
      wait = next.retryAfter;
      waits.push(wait);
    }
    expect(waits).toEqual([2, 4, 8, MAX_DELAY, MAX_DELAY]);

    expect((await signIn(email, PASSWORD, owner)).status).toBe(429);
    clock.advance(wait);
    expect(await signIn(email, PASSWORD, owner)).toMatchObject({ status: 200 });
  });

  it("does not count the owner's right password as a failure", async () => {
    const email = await account();
    for (let i = 0; i < CLIENT_BUDGET * 2; i++)
      expect((await signIn(email, PASSWORD, "203.0.113.60")).status).toBe(200);
    expect(await signIn(email, "Wrong-once", "203.0.113.60")).toMatchObject({
      status: 400,
      code: "invalid_credentials",
    });
  });
});

import type { OAuthResponse } from "@supabase/auth-js";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, systemChromium } from "../../scripts/browser.mjs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { freePort } from "../support/ports.js";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc-provider.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { totpCode } from "../support/totp.js";

const PASSWORD = "Jet-set-2026";
const uniqueLogin = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The provider URL and PKCE flow id from signInWithOAuth or linkIdentity, which must have worked. */
function started(response: OAuthResponse): { url: string; flowId: string | undefined } {
  if (response.error) throw response.error;
  return { url: response.data.url, flowId: response.data.flowId ?? undefined };
}

/** fetch through the browser profile's cookie jar, as the web app's auth-js fetches run in the browser. */
function browserFetch(context: BrowserContext): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await context.request.fetch(request.url, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      data: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      maxRedirects: 0,
    });
    const empty = [204, 205, 304].includes(response.status());
    return new Response(empty ? null : new Uint8Array(await response.body()), {
      status: response.status(),
      headers: response.headers(),
    });
  };
}

/** Signs in at the provider's pages as `login` and consents (or cancels), in the page's current flow. */
async function atProvider(page: Page, url: string, login: string, answer: "approve" | "cancel") {
  await page.goto(url);
  if (answer === "cancel") {
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
  } else {
    await page.getByPlaceholder("Enter any login").fill(login);
    await page.getByPlaceholder("and password").fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  }
}

describe("Sign in with Google (OpenID Connect, PKCE) and identity linking", () => {
  let google: TestOidcProvider;
  let server: TestServer;
  let browser: Browser;
  let dashboard: string;

  beforeAll(async () => {
    // The provider registers our callback URL, so our port is chosen before either starts.
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    google = await startOidcProvider({ redirectUri: `${siteUrl}/auth/v1/callback` });
    [server, browser] = await Promise.all([
      startTestServer({
        PORT: String(port),
        SITE_URL: siteUrl,
        MAILER_AUTOCONFIRM: "true",
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: google.issuer,
        SECURITY_MANUAL_LINKING_ENABLED: "true",
      }),
      chromium.launch({
        executablePath: systemChromium(),
        args: CHROMIUM_ARGS,
        headless: true,
      }),
    ]);
    dashboard = `${server.url}/customer-dashboard`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await google?.close();
  });

  // Profiles a test opened, closed after it (its auth-js clients may fetch through them until then).
  const profiles: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(profiles.splice(0).map((context) => context.close()));
  });

  /** A fresh browser profile (one person's browser), open until the test ends. */
  async function newBrowser(): Promise<BrowserContext> {
    // The provider's pages are plain HTML forms. Without scripts, the web app we land on
    // cannot spend the code before the test does.
    const context = await browser.newContext({ javaScriptEnabled: false });
    profiles.push(context);
    // Stay off the internet: the provider's page imports a web font.
    await context.route(
      (target) => target.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    return context;
  }

  /**
   * Opens an authorize URL in a browser profile (a fresh one unless given), signs in at the provider
   * as `login` and consents (or cancels), and returns the URL the browser lands on back at our site.
   */
  async function viaProvider(
    url: string,
    login: string,
    answer: "approve" | "cancel" = "approve",
    context?: BrowserContext,
  ): Promise<URL> {
    const page = await (context ?? (await newBrowser())).newPage();
    await atProvider(page, url, login, answer);
    await page.waitForURL((target) => target.origin === server.url && !target.pathname.startsWith("/auth/v1/"));
    return new URL(page.url());
  }

  /** Like viaProvider, but stops the browser at our callback and returns its URL, unopened. */
  async function callbackUrlVia(url: string, login: string, context: BrowserContext): Promise<string> {
    const page = await context.newPage();
    let callback: string | null = null;
    let failure: unknown = null;
    // Playwright does not route redirects, so the consent form's POST is followed by hand (the provider
    // answers it with a redirect to its resume URL, which redirects to our callback) and the page stops there.
    await page.route(
      (target) => target.origin === google.issuer && target.pathname.startsWith("/interaction/"),
      async (route) => {
        if (route.request().method() !== "POST" || !route.request().postData()?.includes("prompt=consent"))
          return route.continue();
        try {
          const consented = await route.fetch({ maxRedirects: 0 });
          const resume = new URL(consented.headers().location!, google.issuer);
          const resumed = await context.request.get(resume.toString(), { maxRedirects: 0 });
          callback = new URL(resumed.headers().location!, google.issuer).toString();
          await route.fulfill({ status: 200, contentType: "text/plain", body: "stopped before the callback" });
        } catch (error) {
          // Fail the test at once rather than leave the page waiting on an unanswered route.
          failure = error;
          await route.abort();
        }
      },
    );
    await atProvider(page, url, login, "approve").catch((error: unknown) => void (failure ??= error));
    await expect.poll(() => callback ?? failure, { timeout: 10_000 }).not.toBeNull();
    // Not page.close(): closing a page whose navigation was fulfilled by a route sometimes hangs for
    // Playwright's 30 s timeout (1 run in 12 here); the profile closes with its context after the test.
    if (failure) throw failure;
    expect(new URL(callback!).pathname).toBe("/auth/v1/callback");
    return callback!;
  }

  /** Opens a URL in a browser profile and returns where it lands at our site (after our redirects). */
  async function open(url: string, context: BrowserContext): Promise<URL> {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForURL((target) => target.origin === server.url && !target.pathname.startsWith("/auth/v1/"));
    return new URL(page.url());
  }

  function googleAccount(
    prefix: string,
    overrides: Partial<{ email: string; email_verified: boolean; name: string }> = {},
  ) {
    const login = uniqueLogin(prefix);
    const account = {
      email: `${login}@gmail.test`,
      email_verified: true,
      name: `${prefix} Flyer`,
      picture: `https://example.test/${login}.png`,
      ...overrides,
    };
    google.accounts.set(login, account);
    return { login, ...account };
  }

  async function signInWithGoogle(login: string, redirectTo = dashboard) {
    const client = authClient(server.url, "pkce");
    const { url, flowId } = started(
      await client.signInWithOAuth({ provider: "google", options: { redirectTo, skipBrowserRedirect: true } }),
    );
    const landing = await viaProvider(url, login);
    return { client, landing, flowId };
  }

  /** A new password account; with a browser profile, its auth-js talks to us from that browser. */
  async function passwordUser(email = uniqueEmail("pw"), context?: BrowserContext) {
    const client = authClient(server.url, "pkce", context ? browserFetch(context) : undefined);
    const { data, error } = await client.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    // As if its confirmation link had been followed: autoconfirm alone proves nothing (below).
    await server.db.query(`UPDATE auth_user SET email_proven_at = now() WHERE id = $1`, [data.user!.id]);
    return { client, user: data.user!, email };
  }

  it("signs a new customer in through the provider's pages and exchanges the code with auth-js", async () => {
    const person = googleAccount("ada");
    const { client, landing, flowId } = await signInWithGoogle(person.login);
    expect(`${landing.origin}${landing.pathname}`).toBe(dashboard);
    const code = landing.searchParams.get("code");
    expect(code).toBeTruthy();

    const { data, error } = await client.exchangeCodeForSession(code!, { flowId });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({
      email: person.email,
      app_metadata: { provider: "google", providers: ["google"], role: "customer" },
      user_metadata: { name: person.name, full_name: person.name, avatar_url: person.picture, email_verified: true },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: "google",
      id: person.login,
      email: person.email,
      identity_data: { sub: person.login, iss: google.issuer, email: person.email },
    });
    expect(decodeJwt(data.session!.access_token)).toMatchObject({
      amr: [{ method: "oauth" }],
      aal: "aal1",
      app_metadata: { provider: "google" },
    });

    // The same Google account again: the same user, still one identity, and a code that works once.
    const again = await signInWithGoogle(person.login);
    const second = await again.client.exchangeCodeForSession(again.landing.searchParams.get("code")!, {
      flowId: again.flowId,
    });
    expect(second.data.user?.id).toBe(user.id);
    expect(second.data.user?.identities).toHaveLength(1);
    const replay = await authClient(server.url, "pkce").exchangeCodeForSession(again.landing.searchParams.get("code")!);
    expect(replay.error).not.toBeNull();
  });

  it("adds Google to the password account with the same verified email", async () => {
    const { user, email } = await passwordUser();
    const person = googleAccount("same", { email });
    const { client, landing, flowId } = await signInWithGoogle(person.login);
    const { data, error } = await client.exchangeCodeForSession(landing.searchParams.get("code")!, { flowId });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["email", "google"]);
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", providers: ["email", "google"] });
    expect((await authClient(server.url).signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("takes an unconfirmed sign-up's address over for its Google owner and drops the unproven password", async () => {
    const email = uniqueEmail("squat");
    const squatter = await insertUser(server.db, {
      email,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: false,
      userMetadata: { name: "Squatter" },
      locale: "en",
      provider: "email",
    });
    const person = googleAccount("owner", { email });
    const { client, landing, flowId } = await signInWithGoogle(person.login);
    const { data } = await client.exchangeCodeForSession(landing.searchParams.get("code")!, { flowId });
    expect(data.user?.id).toBe(squatter.id);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["google"]);
    expect(data.user?.user_metadata.name).toBe(person.name);
    const password = await authClient(server.url).signInWithPassword({ email, password: PASSWORD });
    expect(password.error?.code).toBe("invalid_credentials");
  });

  it("takes an autoconfirmed account over for the Google owner of its address: the typist's password and sessions end", async () => {
    const email = uniqueEmail("autosquat");
    const typist = authClient(server.url);
    const { data: typed } = await typist.signUp({ email, password: PASSWORD });
    expect(typed.session).toBeTruthy();
    const person = googleAccount("autoowner", { email });
    const { client, landing, flowId } = await signInWithGoogle(person.login);
    const { data } = await client.exchangeCodeForSession(landing.searchParams.get("code")!, { flowId });
    expect(data.user?.id).toBe(typed.user!.id);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["google"]);
    expect((await authClient(server.url).signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await typist.getUser()).error).not.toBeNull();
  });

  it("refuses a Google email the provider has not verified", async () => {
    const person = googleAccount("unverified", { email_verified: false });
    const { landing } = await signInWithGoogle(person.login);
    expect(landing.searchParams.get("code")).toBeNull();
    expect(landing.searchParams.get("error")).toBe("access_denied");
    expect(landing.searchParams.get("error_code")).toBe("provider_email_needs_verification");
    const rows: unknown[] = await server.db.query(`SELECT 1 FROM auth_user WHERE email = $1`, [person.email]);
    expect(rows).toHaveLength(0);
  });

  it("links Google to a signed-in user, refuses it to a second account, unlinks it, and keeps the last identity", async () => {
    const ownerBrowser = await newBrowser();
    const owner = await passwordUser(undefined, ownerBrowser);
    const person = googleAccount("link");
    const linking = started(
      await owner.client.linkIdentity({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    expect(new URL(linking.url).origin).toBe(google.issuer);
    const landing = await viaProvider(linking.url, person.login, "approve", ownerBrowser);
    const linked = await owner.client.exchangeCodeForSession(landing.searchParams.get("code")!, {
      flowId: linking.flowId,
    });
    expect(linked.error).toBeNull();
    expect(linked.data.user?.id).toBe(owner.user.id);
    expect(linked.data.user?.email).toBe(owner.email);
    expect(linked.data.user?.app_metadata).toMatchObject({ provider: "email", providers: ["email", "google"] });

    // Another account cannot take the same Google identity.
    const otherBrowser = await newBrowser();
    const other = await passwordUser(undefined, otherBrowser);
    const attempt = started(
      await other.client.linkIdentity({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    const refused = await viaProvider(attempt.url, person.login, "approve", otherBrowser);
    expect(`${refused.origin}${refused.pathname}`).toBe(dashboard);
    expect(refused.searchParams.get("code")).toBeNull();
    expect(refused.searchParams.get("error_code")).toBe("identity_already_exists");
    expect(refused.searchParams.get("error_description")).toBe("Identity is already linked to another user");

    // Only one's own identities can be unlinked.
    const otherIdentity = (await other.client.getUserIdentities()).data!.identities[0]!;
    const notMine = await owner.client.unlinkIdentity(otherIdentity);
    expect(notMine.error).toMatchObject({ code: "identity_not_found", status: 422 });

    const identities = (await owner.client.getUserIdentities()).data!.identities;
    expect(identities.map((i) => i.provider)).toEqual(["email", "google"]);
    const unlinked = await owner.client.unlinkIdentity(identities.find((i) => i.provider === "google")!);
    expect(unlinked.error).toBeNull();
    const remaining = (await owner.client.getUserIdentities()).data!.identities;
    expect(remaining.map((i) => i.provider)).toEqual(["email"]);
    const refreshed = await owner.client.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      app_metadata: { provider: "email", providers: ["email"] },
    });

    const last = await owner.client.unlinkIdentity(remaining[0]!);
    expect(last.error).toMatchObject({ code: "single_identity_not_deletable", status: 422 });

    // Unlinked, the Google identity is free again: signing in with it now makes its own account.
    const fresh = await signInWithGoogle(person.login);
    const freshSession = await fresh.client.exchangeCodeForSession(fresh.landing.searchParams.get("code")!, {
      flowId: fresh.flowId,
    });
    expect(freshSession.data.user?.id).not.toBe(owner.user.id);
  });

  it("binds the flow to the browser that started it: an HttpOnly, SameSite=Lax cookie, Secure over https", async () => {
    const authorize = `${server.url}/auth/v1/authorize?provider=google`;
    const plain = await fetch(authorize, { redirect: "manual" });
    const state = new URL(plain.headers.get("location")!).searchParams.get("state")!;
    const cookie = plain.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^sb-oauth-flow=${state};`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/auth\/v1\/callback/);
    expect(cookie).not.toMatch(/; Secure/);
    // Behind a TLS-terminating proxy (loopback is trusted), the cookie is Secure.
    const tls = await fetch(authorize, { redirect: "manual", headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("refuses a sign-in callback opened in another browser than the one that started it", async () => {
    const attacker = googleAccount("csrf");
    const { url } = started(
      await authClient(server.url, "implicit").signInWithOAuth({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    const callback = await callbackUrlVia(url, attacker.login, await newBrowser());
    // The victim opens the attacker's callback: no session of the attacker's account lands in the victim's browser.
    const landing = await open(callback, await newBrowser());
    expect(`${landing.origin}${landing.pathname}`).toBe(dashboard);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("access_token")).toBeNull();
    expect(landing.searchParams.get("error_code")).toBe("bad_oauth_state");
    const rows: unknown[] = await server.db.query(
      `SELECT 1 FROM auth_identity WHERE provider = 'google' AND provider_id = $1`,
      [attacker.login],
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses a link callback opened in another browser than the one that started linking", async () => {
    // The attacker starts linking for their own account (from a browser, or a script) and gets the provider URL.
    const attackerBrowser = await newBrowser();
    const attacker = await passwordUser(undefined, attackerBrowser);
    const { url } = started(
      await attacker.client.linkIdentity({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    // The victim, tricked into opening it, signs in with their own Google account.
    const victim = googleAccount("victim");
    const landing = await viaProvider(url, victim.login);
    expect(landing.searchParams.get("code")).toBeNull();
    expect(landing.searchParams.get("error_code")).toBe("bad_oauth_state");
    const identities = (await attacker.client.getUserIdentities()).data!.identities;
    expect(identities.map((i) => i.provider)).toEqual(["email"]);
  });

  it("links and unlinks identities only at aal2 once the user has a verified second factor", async () => {
    const mfaBrowser = await newBrowser();
    const owner = await passwordUser(undefined, mfaBrowser);
    const factor = (await owner.client.mfa.enroll({ factorType: "totp" })).data!;
    if (factor.type !== "totp") throw new Error("expected a TOTP factor");
    const challenge = (await owner.client.mfa.challenge({ factorId: factor.id })).data!;
    expect(
      (
        await owner.client.mfa.verify({
          factorId: factor.id,
          challengeId: challenge.id,
          code: totpCode(factor.totp.secret),
        })
      ).error,
    ).toBeNull();

    // aal2: linking works.
    const person = googleAccount("mfa-link");
    const linking = started(
      await owner.client.linkIdentity({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    const landing = await viaProvider(linking.url, person.login, "approve", mfaBrowser);
    expect(
      (await owner.client.exchangeCodeForSession(landing.searchParams.get("code")!, { flowId: linking.flowId })).error,
    ).toBeNull();
    const googleIdentity = (await owner.client.getUserIdentities()).data!.identities.find(
      (i) => i.provider === "google",
    )!;

    // A password-only (aal1) session of the same user may neither link nor unlink.
    const aal1 = authClient(server.url, "pkce");
    expect((await aal1.signInWithPassword({ email: owner.email, password: PASSWORD })).error).toBeNull();
    expect(decodeJwt((await aal1.getSession()).data.session!.access_token)).toMatchObject({ aal: "aal1" });
    const link = await aal1.linkIdentity({
      provider: "google",
      options: { redirectTo: dashboard, skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({ code: "insufficient_aal", status: 403 });
    const unlink = await aal1.unlinkIdentity(googleIdentity);
    expect(unlink.error).toMatchObject({ code: "insufficient_aal", status: 403 });
    expect((await owner.client.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual([
      "email",
      "google",
    ]);

    // aal2 (the link's code gave the owner a new, aal1 session, as in Supabase Auth): unlinking works.
    const again = (await owner.client.mfa.challenge({ factorId: factor.id })).data!;
    const nextCode = totpCode(factor.totp.secret, Date.now() + 30_000);
    expect(
      (await owner.client.mfa.verify({ factorId: factor.id, challengeId: again.id, code: nextCode })).error,
    ).toBeNull();
    expect((await owner.client.unlinkIdentity(googleIdentity)).error).toBeNull();
  });

  it("on unlink, moves the account email only to a provider email the provider has verified", async () => {
    async function linkedTo(account: ReturnType<typeof googleAccount>) {
      const context = await newBrowser();
      const owner = await passwordUser(undefined, context);
      const linking = started(
        await owner.client.linkIdentity({
          provider: "google",
          options: { redirectTo: dashboard, skipBrowserRedirect: true },
        }),
      );
      const landing = await viaProvider(linking.url, account.login, "approve", context);
      expect(
        (await owner.client.exchangeCodeForSession(landing.searchParams.get("code")!, { flowId: linking.flowId }))
          .error,
      ).toBeNull();
      return owner;
    }
    const unlinkEmailIdentity = async (owner: Awaited<ReturnType<typeof passwordUser>>) => {
      const identities = (await owner.client.getUserIdentities()).data!.identities;
      expect((await owner.client.unlinkIdentity(identities.find((i) => i.provider === "email")!)).error).toBeNull();
      return (await owner.client.getUser()).data.user!.email;
    };

    // Unverified at the provider: the account keeps its own address.
    const unverified = await linkedTo(googleAccount("unverified-link", { email_verified: false }));
    expect(await unlinkEmailIdentity(unverified)).toBe(unverified.email);
    // Verified at the provider: the address moves to the remaining identity's, as in Supabase Auth.
    const verifiedAccount = googleAccount("verified-link");
    const verified = await linkedTo(verifiedAccount);
    expect(await unlinkEmailIdentity(verified)).toBe(verifiedAccount.email);
  });

  it("sends a redirect_to that is not allow-listed to SITE_URL, with the session in the fragment for implicit clients", async () => {
    const person = googleAccount("implicit");
    const client = authClient(server.url, "implicit");
    const { url } = started(
      await client.signInWithOAuth({
        provider: "google",
        options: { redirectTo: "https://evil.example/steal", skipBrowserRedirect: true },
      }),
    );
    const landing = await viaProvider(url, person.login);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/`);
    expect(landing.search).toBe("");
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("provider_token")).toBeTruthy();
    expect(Number(fragment.get("expires_in"))).toBeGreaterThan(0);
    const { data, error } = await client.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(error).toBeNull();
    expect(data.user?.identities?.[0]).toMatchObject({ provider: "google", id: person.login });
  });

  it("brings a refusal at the provider back to the app as error parameters", async () => {
    const client = authClient(server.url, "pkce");
    const { url } = started(
      await client.signInWithOAuth({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    const landing = await viaProvider(url, "nobody", "cancel");
    expect(`${landing.origin}${landing.pathname}`).toBe(dashboard);
    expect(landing.searchParams.get("error")).toBe("access_denied");
    expect(landing.searchParams.get("error_description")).toBe("End-User aborted interaction");
    expect(new URLSearchParams(landing.hash.slice(1)).get("error")).toBe("access_denied");
  });

  it("answers a bad, unknown or expired state with an error redirect", async () => {
    const callback = (query: string) => fetch(`${server.url}/auth/v1/callback?${query}`, { redirect: "manual" });
    const bad = await callback("state=not-a-flow&code=abc");
    expect(bad.status).toBe(302);
    const badTarget = new URL(bad.headers.get("location")!);
    expect(`${badTarget.origin}${badTarget.pathname}`).toBe(`${server.url}/`);
    expect(Object.fromEntries(badTarget.searchParams)).toMatchObject({
      error: "invalid_request",
      error_code: "bad_oauth_state",
    });
    const unknown = new URL((await callback(`state=${crypto.randomUUID()}&code=abc`)).headers.get("location")!);
    expect(unknown.searchParams.get("error_code")).toBe("bad_oauth_state");
    // form_post answers arrive as a POST.
    const posted = await fetch(`${server.url}/auth/v1/callback`, {
      method: "POST",
      body: new URLSearchParams({ state: crypto.randomUUID(), code: "abc" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(new URL(posted.headers.get("location")!).searchParams.get("error_code")).toBe("bad_oauth_state");

    // A flow state older than 300 s is refused, and sends the browser back to the app that started it.
    const { url } = started(
      await authClient(server.url, "pkce").signInWithOAuth({
        provider: "google",
        options: { redirectTo: dashboard, skipBrowserRedirect: true },
      }),
    );
    const toProvider = await fetch(url, { redirect: "manual" });
    expect(toProvider.status).toBe(302);
    const providerUrl = new URL(toProvider.headers.get("location")!);
    expect(providerUrl.origin).toBe(google.issuer);
    expect(providerUrl.searchParams.get("code_challenge_method")).toBe("S256");
    const state = providerUrl.searchParams.get("state")!;
    await server.db.query(`UPDATE auth_flow_state SET created_at = now() - interval '301 seconds' WHERE id = $1`, [
      state,
    ]);
    const expired = new URL((await callback(`state=${state}&code=abc`)).headers.get("location")!);
    expect(`${expired.origin}${expired.pathname}`).toBe(dashboard);
    expect(Object.fromEntries(expired.searchParams)).toMatchObject({
      error_code: "bad_oauth_state",
      error_description: "OAuth state has expired",
    });
  });

  it("refuses unknown providers, and linking without a signed-in user", async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external.google).toBe(true);
    const github = await fetch(`${server.url}/auth/v1/authorize?provider=github`, {
      redirect: "manual",
      headers: { "x-supabase-api-version": "2024-01-01" },
    });
    expect(github.status).toBe(400);
    expect(await github.json()).toMatchObject({
      code: "validation_failed",
      message: "Unsupported provider: Provider github could not be found",
    });
    const anonymous = await fetch(
      `${server.url}/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true`,
      { headers: { "x-supabase-api-version": "2024-01-01" } },
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "no_authorization" });
  });
});

describe("Google sign-in configuration", () => {
  const versioned = { "x-supabase-api-version": "2024-01-01" };

  it("answers 400 validation_failed when Google is not configured", async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.url}/auth/v1/authorize?provider=google`, {
        redirect: "manual",
        headers: versioned,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "validation_failed",
        message: "Unsupported provider: provider is not enabled",
      });
    } finally {
      await server.close();
    }
  });

  it("tries OpenID discovery again after the provider was unreachable", async () => {
    const issuerPort = await freePort();
    const server = await startTestServer({
      GOOGLE_CLIENT_ID: "skycharter-test",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${issuerPort}`,
      LOG_LEVEL: "fatal",
    });
    try {
      const authorize = `${server.url}/auth/v1/authorize?provider=google`;
      const down = await fetch(authorize, { redirect: "manual", headers: versioned });
      expect(down.status).toBe(500);
      const provider = await startOidcProvider({ redirectUri: `${server.url}/auth/v1/callback`, port: issuerPort });
      try {
        const up = await fetch(authorize, { redirect: "manual" });
        expect(up.status).toBe(302);
        expect(new URL(up.headers.get("location")!).origin).toBe(provider.issuer);
      } finally {
        await provider.close();
      }
    } finally {
      await server.close();
    }
  });
});

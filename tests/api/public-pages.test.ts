import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { get as httpGet, type IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../server/src/config.js";
import { ok, signUp, type TestUser } from "../support/charter.js";
import { holdClock } from "../support/clock.js";
import { startTestServer, startTestServerCopy, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { FlightOfferInput } from "./__generated__/graphql.js";

// Public pages are rendered by the server at request time, in the visitor's language and currency,
// with the public data in the HTML, and kept per page, language and currency until the catalogue
// changes: two copies on one database, as deployed. Needs the web build (`npm run build`).

const UPSERT = graphql(`
  mutation PublicPages_Upsert($input: FlightOfferInput!) {
    upsertFlightOffer(input: $input) {
      id
    }
  }
`);
const offer = (from: string, priceUsd: number, validUntil: string | null = null): FlightOfferInput => ({
  from,
  to: "Geneva",
  category: "LIGHT",
  discountPercent: 10,
  priceUsd,
  featured: true,
  sortOrder: 0,
  validUntil,
});
const soon = { timeout: 3_000, interval: 50 };

async function page(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, { headers, redirect: "manual" });
  return { response, html: await response.text() };
}

describe("server-rendered public pages", () => {
  let a: TestServer;
  let b: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    if (!existsSync(path.join(projectRoot, "web/dist-ssr/entry-server.js")))
      throw new Error("the web build has no server entry: run `npm run build` first");
    a = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    b = await startTestServerCopy(a, { MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(a, "admin");
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("puts the featured offers in the home page's HTML, priced in the visitor's currency and language from their cookies", async () => {
    ok(await a.graphql(UPSERT, { input: offer("Ssr Test Field", 10_000) }, admin.headers));
    const dollars = await page(a, "/");
    expect(dollars.html).toContain('<html lang="en" dir="ltr" data-currency="USD">');
    expect(dollars.html).toContain("Ssr Test Field");
    expect(dollars.html).toContain("$10,000");
    expect(dollars.response.headers.get("vary")).toMatch(/cookie/i);

    const euros = await page(a, "/", { cookie: "sky_lang=ar; sky_currency=EUR" });
    expect(euros.html).toContain('<html lang="ar" dir="rtl" data-currency="EUR">');
    expect(euros.html).toContain("€9,200"); // 10,000 × 0.92, Western digits as on every Arabic price
    expect(euros.html).not.toContain("$10,000");
    // A link's ?lang= wins over the remembered language; the currency stays the visitor's.
    expect((await page(a, "/?lang=es", { cookie: "sky_lang=ar; sky_currency=EUR" })).html).toContain(
      '<html lang="es" dir="ltr" data-currency="EUR">',
    );
    // The remembered language wins over the browser's.
    expect((await page(a, "/about", { cookie: "sky_lang=zh", "accept-language": "es" })).html).toContain(
      '<html lang="zh" dir="ltr" data-currency="USD">',
    );
    // A cookie that names nothing known is ignored.
    expect((await page(a, "/about", { cookie: "sky_lang=xx; sky_currency=BTC" })).html).toContain(
      '<html lang="en" dir="ltr" data-currency="USD">',
    );
  });

  it("renders each interactive part as an island of its own inside the page: its slot, its props and its own React ids", async () => {
    const { html } = await page(a, "/contact");
    const slot = html.match(
      /<div data-island="contact-form" data-island-slot="(\d+)" data-hydrate="visible" data-island-props="\{\}" style="display:contents">([\s\S]*?)<\/form>/,
    );
    expect(slot, "the contact form's island slot").not.toBeNull();
    const [, number, inner] = slot!;
    // The form itself is inside the slot, rendered, with React ids under the island's own prefix.
    expect(inner).toContain('action="/contact"');
    const ids = [...inner!.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.filter((value) => value.startsWith("_"))) expect(id).toContain(`i${number}-`);
    // The header's account actions wait for a stored sign-in; the server says Login.
    expect(html).toMatch(/data-island="account-actions"[^>]*data-hydrate="session"/);
    // Nothing hoisted out of an island lands inside the body: the page has one <title>.
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("leaves nothing in <head> for the first paint to wait on: the page's script comes from one inline loader the policy allows by hash", async () => {
    const { response, html } = await page(a, "/programs");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<script(?![^>]*type="application\/json")/);
    expect(head).not.toContain("modulepreload");
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(executable).toHaveLength(1);
    const [, attributes, code] = executable[0]!;
    expect(attributes).toMatch(/ data-src="\/assets\/[^"]+\.js"/);
    const hash = `'sha256-${createHash("sha256").update(code!).digest("base64")}'`;
    const scriptSources = response.headers
      .get("content-security-policy")!
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src");
    expect(scriptSources).toEqual(["script-src", "'self'", hash]);
    // The shell's "needs JavaScript" note is for the app's pages only: this one shows its content without.
    expect(html).not.toContain("needs JavaScript");
    // The app shell (customer area, back office) keeps its script in <head>: it has nothing to show without it.
    const shell = await page(a, "/customer-dashboard");
    expect(shell.html.slice(0, shell.html.indexOf("</head>"))).toMatch(/<script type="module"[^>]* src="\/assets\//);
    expect(shell.html).toMatch(/<noscript\s*>\s*SkyCharter needs JavaScript/);
  });

  it("shows an admin's price change in the next page load on every copy, with no rebuild", async () => {
    const created = ok(
      await a.graphql(UPSERT, { input: offer("Ssr Repriced Field", 20_000) }, admin.headers),
    ).upsertFlightOffer;
    await expect.poll(async () => (await page(b, "/")).html, soon).toContain("$20,000");
    ok(await a.graphql(UPSERT, { input: { id: created.id, ...offer("Ssr Repriced Field", 23_456) } }, admin.headers));
    // The copy that made the edit drops its pages at commit; the other hears it from PostgreSQL.
    expect((await page(a, "/")).html).toContain("$23,456");
    await expect.poll(async () => (await page(b, "/")).html, soon).toContain("$23,456");
    expect((await page(b, "/")).html).not.toContain("$20,000");
  });

  it("changes in plain SQL reach the pages too, and a page never outlives an offer it shows", async () => {
    await a.db.query(`UPDATE program SET from_price_usd_cents = 7777700 WHERE code = 'MEMBERSHIP'`);
    for (const server of [a, b])
      await expect.poll(async () => (await page(server, "/programs")).html, soon).toContain("$77,777");

    const clock = holdClock();
    const validUntil = new Date(Date.now() + 1_500);
    ok(await a.graphql(UPSERT, { input: offer("Ssr Expiring Field", 5_000, validUntil.toISOString()) }, admin.headers));
    await expect.poll(async () => (await page(b, "/")).html, soon).toContain("Ssr Expiring Field");
    clock.advance(1_500);
    expect((await page(b, "/")).html).not.toContain("Ssr Expiring Field");
  });

  it("sends a cached page compressed as it was kept, and a browser that has it a 304", async () => {
    const raw = async (encoding: string, extra: Record<string, string> = {}) => {
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        httpGet(`${a.url}/fleet`, { headers: { "accept-encoding": encoding, ...extra } }, resolve).on("error", reject),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
    };
    const plain = await raw("identity");
    const html = plain.body.toString("utf8");
    expect(html).toContain("<html");
    const gzipped = await raw("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(html);
    const brotli = await raw("gzip, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(html);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    // The same page, the same tag, whichever encoding; a browser holding it revalidates for nothing.
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const again = await raw("gzip, br", { "if-none-match": String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("renders nothing personal: a signed-in visitor's request gets the same page as anyone's", async () => {
    const customer = await signUp(a, "customer");
    const anonymous = (await page(a, "/about")).html;
    const signedIn = (
      await page(a, "/about", { authorization: customer.headers.authorization, cookie: "sb-access-token=x" })
    ).html;
    expect(signedIn).toBe(anonymous);
    expect(anonymous).not.toContain(customer.email);
  });

  it("remembers a language or currency chosen without JavaScript and returns to the same page", async () => {
    const post = (body: string) =>
      fetch(`${a.url}/preferences`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        redirect: "manual",
      });
    const language = await post("lang=ar&return=%2Fprograms%3Flang%3Den");
    expect(language.status).toBe(303);
    expect(language.headers.get("location")).toBe("/programs?lang=ar");
    expect(language.headers.get("set-cookie")).toMatch(
      /^sky_lang=ar; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/,
    );

    const currency = await post("currency=JPY&return=%2Ffleet");
    expect(currency.headers.get("location")).toBe("/fleet");
    expect(currency.headers.get("set-cookie")).toMatch(/^sky_currency=JPY;/);
    expect((await page(a, "/fleet", { cookie: "sky_currency=JPY" })).html).toContain('data-currency="JPY"');

    // Nothing unknown is remembered, and the form never sends anyone to another site.
    const unknown = await post("lang=xx&currency=BTC&return=https%3A%2F%2Fevil.example%2F");
    expect(unknown.headers.get("location")).toBe("/");
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect((await post("lang=es&return=%2F%2Fevil.example")).headers.get("location")).toBe("/");
    // Paths that only become another site once parsed: dot segments and a backslash fold into "//host".
    for (const sneaky of ["/.//evil.example/phish", "/..//evil.example", "/./\\evil.example", "/%2e//evil.example"])
      expect((await post(`currency=EUR&return=${encodeURIComponent(sneaky)}`)).headers.get("location"), sneaky).toBe(
        "/",
      );
    // A path of the site's own keeps its query.
    expect((await post("currency=EUR&return=%2Ffleet%2F..%2Fabout%3Fx%3D1")).headers.get("location")).toBe(
      "/about?x=1",
    );
  });

  it("refuses form and preference posts from another site, and takes the site's own and header-less ones", async () => {
    const contact = (email: string, headers: Record<string, string>) =>
      fetch(`${a.url}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ name: "Eve Forger", email, message: "Please call me back about Geneva." }),
        redirect: "manual",
      });
    const messagesFrom = async (email: string) =>
      (await a.db.query(`SELECT id FROM contact_message WHERE email = $1`, [email])).length;

    const foreign = `xsite-${Date.now()}@example.com`;
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site", origin: a.url },
    ];
    for (const headers of crossSite) {
      const refused = await contact(foreign, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      const html = await refused.text();
      // A short answer, not the page rendered again.
      expect(html.length).toBeLessThan(1_000);
      expect(html).not.toContain('action="/contact"');
    }
    expect(await messagesFrom(foreign)).toBe(0);
    const affiliate = await fetch(`${a.url}/affiliate/apply`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ name: "Eve Co", email: foreign, audience: "Travel agencies in Lyon and Nice." }),
    });
    expect(affiliate.status).toBe(403);
    expect(await a.db.query(`SELECT email FROM affiliate_application WHERE email = $1`, [foreign])).toHaveLength(0);
    const preferences = await fetch(`${a.url}/preferences`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "lang=ar&return=%2Ffleet",
      redirect: "manual",
    });
    expect(preferences.status).toBe(403);
    expect(preferences.headers.get("set-cookie")).toBeNull();

    // The site's own pages (and a browser that says nothing) post as before.
    const own = `own-${Date.now()}@example.com`;
    const sameOrigin = await contact(own, { origin: a.url, "sec-fetch-site": "same-origin" });
    expect(sameOrigin.status).toBe(200);
    expect(await sameOrigin.text()).toContain("Message received");
    expect(await messagesFrom(own)).toBe(1);
    const plain = `plain-${Date.now()}@example.com`;
    expect((await contact(plain, {})).status).toBe(200);
    expect(await messagesFrom(plain)).toBe(1);
    const chosen = await fetch(`${a.url}/preferences`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: a.url, "sec-fetch-site": "same-origin" },
      body: "lang=ar&return=%2Ffleet",
      redirect: "manual",
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("set-cookie")).toMatch(/^sky_lang=ar;/);
  });

  it("answers a form posted over its rate limit with a short page and Retry-After", async () => {
    const client = "198.51.100.77";
    const apply = (n: number) =>
      fetch(`${a.url}/affiliate/apply`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
        body: new URLSearchParams({
          name: "Busy Partner",
          email: `busy-${n}-${Date.now()}@example.com`,
          audience: "Travel agencies in Lyon and Nice.",
        }),
      });
    // applyForAffiliate takes 10 an hour from one client.
    for (let n = 0; n < 10; n++) expect((await apply(n)).status).toBe(200);
    const over = await apply(10);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.headers.get("cache-control")).toBe("no-store");
    const html = await over.text();
    expect(html.length).toBeLessThan(1_000);
    expect(html).not.toContain('action="/affiliate/apply"');
    expect(html).toContain('href="/affiliate/apply"');
  });

  it("takes a contact message posted without JavaScript once, and answers with the page showing its receipt in the visitor's language", async () => {
    const email = `nojs-${Date.now()}@example.com`;
    const form = new URLSearchParams({
      name: "Ada Lovelace",
      email,
      phone: "",
      company: "",
      subject: "Geneva",
      message: "Four of us to Geneva next month, please.",
    });
    const post = () =>
      fetch(`${a.url}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: "sky_lang=es" },
        body: form.toString(),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const html = await first.text();
    expect(html).toContain('<html lang="es" dir="ltr" data-currency="USD">');
    expect(html).toContain("Mensaje recibido");
    const [row] = (await a.db.query(`SELECT reference, locale FROM contact_message WHERE email = $1`, [email])) as {
      reference: string;
      locale: string;
    }[];
    expect(row?.locale).toBe("es");
    expect(html).toContain(row!.reference);
    // Sent again (a reload of the answer, a second click): still one message, the same receipt.
    expect(await (await post()).text()).toContain(row!.reference);
    expect(await a.db.query(`SELECT id FROM contact_message WHERE email = $1`, [email])).toHaveLength(1);
  });

  it("answers a refused form with its errors beside the fields and everything typed kept", async () => {
    const response = await fetch(`${a.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "sky_lang=es" },
      body: new URLSearchParams({ name: "Grace Hopper", email: "not-an-address", message: "Short" }).toString(),
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Indique un correo electrónico válido.");
    expect(html).toContain("Escriba un mensaje de 10 a 5.000 caracteres.");
    expect(html).toContain('value="Grace Hopper"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain("Short</textarea>");
    expect(await a.db.query(`SELECT id FROM contact_message WHERE name = 'Grace Hopper'`)).toHaveLength(0);

    const applied = await fetch(`${a.url}/affiliate/apply`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Partner Co",
        email: `partner-${Date.now()}@example.com`,
        audience: "Travel agencies in Lyon and Nice.",
      }).toString(),
    });
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain("Application received");
  });
});

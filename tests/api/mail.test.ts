import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import type { DataSource } from "typeorm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger, type Logger } from "../../server/src/logger.js";
import { enqueueMail } from "../../server/src/mail/outbox.js";
import {
  emailChangeCurrentEmail,
  emailChangeEmail,
  emailChangeNoticeEmail,
  mailLocales,
  reauthenticationEmail,
  recoveryEmail,
  signupConfirmationEmail,
} from "../../server/src/mail/templates.js";
import { createMailTransport } from "../../server/src/mail/transport.js";
import { MailWorker, retryDelayMs, type MailWorkerOptions } from "../../server/src/mail/worker.js";
import { createTestDatabase, type TestDatabase } from "../support/database.js";
import { freePort } from "../support/ports.js";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.js";

// --- a real SMTP server, and just enough MIME parsing to read what it received -------------

interface Received {
  to: string[];
  raw: string;
}

interface SmtpSink {
  port: number;
  received: Received[];
  stop(): Promise<void>;
}

async function startSmtp(port: number, { delayMs = 0 } = {}): Promise<SmtpSink> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const joined = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );

function parseMail(raw: string, into: ParsedMail = { headers: {}, text: "", html: "" }): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  if (Object.keys(into.headers).length === 0) into.headers = headers;
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) parseMail(part.replace(/^\r?\n/, ""), into);
    return into;
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const content =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  if (type.startsWith("text/html")) into.html += content;
  else if (type.startsWith("text/plain")) into.text += content;
  return into;
}

// --- fixtures ---------------------------------------------------------------------------------

const log = createLogger({ logLevel: "silent" });
const tag = () => randomBytes(4).toString("hex");
const verifyLink = (token: string) =>
  `https://skycharter.example/auth/v1/verify?token=${token}&type=signup&redirect_to=https%3A%2F%2Fskycharter.example%2Faccount`;
const htmlLink = (link: string) => link.replaceAll("&", "&#38;");

/** A pino logger whose JSON lines land in `lines`. */
function capturingLogger(lines: string[]): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return pino({ level: "info" }, sink);
}

describe("mail outbox", () => {
  let database: TestDatabase;
  let db: DataSource;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await connectDatabase(database.url, 6);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  function startWorker(
    port: number,
    options: MailWorkerOptions = {},
    on: { db?: DataSource; log?: Logger } = {},
  ): MailWorker {
    const config = loadConfig({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}` });
    const worker = new MailWorker(on.db ?? db, createMailTransport(config.mail, log), on.log ?? log, {
      pollMs: 50,
      backoffBaseMs: 50,
      backoffMaxMs: 200,
      ...options,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    return worker;
  }

  async function smtpOn(port: number, options?: { delayMs?: number }): Promise<SmtpSink> {
    const smtp = await startSmtp(port, options);
    cleanups.push(() => smtp.stop());
    return smtp;
  }

  const queueConfirmation = (to: string, link: string) =>
    db.transaction((tx) =>
      enqueueMail(tx, {
        to,
        locale: "en",
        kind: "signup_confirmation",
        ...signupConfirmationEmail({ locale: "en", name: "Ada", link }),
      }),
    );

  const outboxRow = async (id: string) =>
    (await db.query(`SELECT attempts, sent_at, failed_at, last_error FROM mail_outbox WHERE id = $1`, [id]))[0] as {
      attempts: number;
      sent_at: Date | null;
      failed_at: Date | null;
      last_error: string | null;
    };

  it("delivers a queued confirmation over SMTP to the right recipient, with the link, and marks it sent", async () => {
    const smtp = await smtpOn(await freePort());
    const worker = startWorker(smtp.port);
    const to = `ada-${tag()}@example.com`;
    const link = verifyLink(tag());
    const id = await queueConfirmation(to, link);
    worker.poke();

    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0].to).toEqual([to]);
    const mail = parseMail(smtp.received[0].raw);
    expect(mail.headers.to).toBe(to);
    // MAIL_FROM unset: no-reply at the site's host (SITE_URL defaults to localhost in tests).
    expect(mail.headers.from).toBe("SkyCharter <no-reply@localhost>");
    expect(mail.headers.subject).toBe("Confirm your SkyCharter account");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${htmlLink(link)}"`);
    await expect
      .poll(() => outboxRow(id))
      .toMatchObject({ attempts: 1, sent_at: expect.any(Date), failed_at: null, last_error: null });
  });

  it("keeps mail queued while SMTP is down and delivers it once SMTP is back, without a restart", async () => {
    const port = await freePort();
    const worker = startWorker(port);
    const to = `bea-${tag()}@example.com`;
    const id = await queueConfirmation(to, verifyLink(tag()));
    worker.poke();

    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await outboxRow(id)).toMatchObject({
      sent_at: null,
      failed_at: null,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });

    const smtp = await smtpOn(port);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => outboxRow(id)).toMatchObject({ sent_at: expect.any(Date), failed_at: null });
  });

  it("gives up after maxAttempts, keeping the last error", async () => {
    const worker = startWorker(await freePort(), { maxAttempts: 3, backoffBaseMs: 10, backoffMaxMs: 20 });
    const id = await queueConfirmation(`cy-${tag()}@example.com`, verifyLink(tag()));
    worker.poke();
    await expect
      .poll(() => outboxRow(id), { timeout: 10_000 })
      .toMatchObject({
        attempts: 3,
        sent_at: null,
        failed_at: expect.any(Date),
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
  });

  it("delivers each of 20 messages exactly once with two workers on one database", async () => {
    const smtp = await smtpOn(await freePort(), { delayMs: 10 });
    const recipients = Array.from({ length: 20 }, (_, i) => `pax${i}-${tag()}@example.com`);
    const ids = await db.transaction(async (tx) => {
      const queued: string[] = [];
      for (const to of recipients)
        queued.push(
          await enqueueMail(tx, {
            to,
            locale: "en",
            kind: "recovery",
            ...recoveryEmail({ locale: "en", link: verifyLink(tag()) }),
          }),
        );
      return queued;
    });
    const workers = [startWorker(smtp.port, { batchSize: 3 }), startWorker(smtp.port, { batchSize: 3 })];
    for (const worker of workers) worker.poke();

    const sentCount = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE id = ANY($1) AND sent_at IS NOT NULL`, [ids])
      )[0].n;
    await expect.poll(sentCount, { timeout: 15_000 }).toBe(20);
    const delivered = smtp.received.flatMap((m) => m.to).filter((to) => recipients.includes(to));
    expect(delivered.toSorted()).toEqual(recipients.toSorted());
    const attempts = await db.query(`SELECT DISTINCT attempts FROM mail_outbox WHERE id = ANY($1)`, [ids]);
    expect(attempts).toEqual([{ attempts: 1 }]);
  });

  it("keeps polling while the database is unreachable and sends the mail queued meanwhile once it returns", async () => {
    const smtp = await smtpOn(await freePort());
    const target = new URL(database.url);
    const proxy: TcpProxy = await startTcpProxy(target.hostname, Number(target.port));
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const proxied = await connectDatabase(viaProxy.toString(), 2);
    cleanups.push(() => proxied.destroy());
    const lines: string[] = [];
    startWorker(smtp.port, {}, { db: proxied, log: capturingLogger(lines) });

    await proxy.cut();
    const to = `dee-${tag()}@example.com`;
    const id = await queueConfirmation(to, verifyLink(tag()));
    await expect
      .poll(() => lines.some((line) => line.includes("mail outbox unreachable")), { timeout: 15_000 })
      .toBe(true);
    expect(await outboxRow(id)).toMatchObject({ attempts: 0, sent_at: null });
    await proxy.restore();
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => outboxRow(id)).toMatchObject({ sent_at: expect.any(Date) });
  });
});

describe("file transport (no SMTP_URL)", () => {
  it("writes each message as an .eml file with the recipient, subject and link, and logs the link", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-mail-"));
    try {
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
      expect(config.mail.smtpUrl).toBeNull();
      const lines: string[] = [];
      const transport = createMailTransport(config.mail, capturingLogger(lines));
      const link = verifyLink(tag()).replace("type=signup", "type=recovery");
      const mail = recoveryEmail({ locale: "zh-CN", link });
      await transport.send({ to: "wei@example.com", ...mail });

      const files = await readdir(config.mail.dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-wei@example\.com\.eml$/);
      const raw = await readFile(path.join(config.mail.dir, files[0]), "utf8");
      expect(raw).toMatch(/^[\s\S]+\r\n\r\n/);
      const parsed = parseMail(raw);
      expect(parsed.headers.to).toBe("wei@example.com");
      expect(parsed.headers.subject).toBe("重置您的 SkyCharter 密码");
      expect(parsed.headers["message-id"]).toBeTruthy();
      expect(parsed.text).toContain(link);
      expect(parsed.html).toContain(`href="${htmlLink(link)}"`);
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({ link, to: "wei@example.com" }),
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  // A link in a log is a sign-in for whoever reads the logs: production never writes one.
  it("never logs the link in production", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-mail-"));
    try {
      const config = loadConfig({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kty: "EC", d: "x", kid: "k" }] }),
        MFA_ENCRYPTION_KEYS: Buffer.alloc(32, 7).toString("base64"),
        PASSENGER_ENCRYPTION_KEYS: Buffer.alloc(32, 8).toString("base64"),
      });
      const lines: string[] = [];
      const link = verifyLink(tag()).replace("type=signup", "type=recovery");
      await createMailTransport(config.mail, capturingLogger(lines)).send({
        to: "wei@example.com",
        ...recoveryEmail({ locale: "en", link }),
      });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join("\n")).not.toContain(new URL(link).searchParams.get("token")!);
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ to: "wei@example.com" }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("mail templates", () => {
  const link = "https://skycharter.example/auth/v1/verify?token=t0k&type=signup";

  it.each(mailLocales)("renders both emails in %s, right to left only in Arabic", (locale) => {
    for (const mail of [signupConfirmationEmail({ locale, name: "Ada", link }), recoveryEmail({ locale, link })]) {
      expect(mail.subject).toContain("SkyCharter");
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${htmlLink(link)}"`);
      expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
    }
  });

  it.each(mailLocales)("renders the email-change link and the notice to the old address in %s", (locale) => {
    const change = emailChangeEmail({ locale, link });
    expect(change.text).toContain(link);
    expect(change.html).toContain(`href="${htmlLink(link)}"`);
    const notice = emailChangeNoticeEmail({ locale, newEmail: "new@example.com" });
    expect(notice.text).toContain("new@example.com");
    expect(notice.html).toContain("new@example.com");
    // Nothing to click: it only tells the owner a change was asked for.
    expect(notice.html).not.toContain("<a ");
    expect(notice.text).not.toMatch(/https?:\/\//);
    for (const mail of [change, notice])
      expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
    const subjects = mailLocales.flatMap((l) => [
      emailChangeEmail({ locale: l, link }).subject,
      emailChangeNoticeEmail({ locale: l, newEmail: "n@example.com" }).subject,
    ]);
    expect(new Set(subjects).size).toBe(mailLocales.length * 2);
  });

  it.each(mailLocales)(
    "renders the current address's email-change link and the reauthentication code in %s",
    (locale) => {
      const current = emailChangeCurrentEmail({ locale, newEmail: "new@example.com", link });
      expect(current.text).toContain(link);
      expect(current.text).toContain("new@example.com");
      expect(current.html).toContain(`href="${htmlLink(link)}"`);
      const code = reauthenticationEmail({ locale, code: "042917", minutes: 10 });
      expect(code.text).toContain("042917");
      expect(code.html).toContain("042917");
      // A code to type, never a link to click.
      expect(code.html).not.toContain("<a ");
      expect(code.text).not.toMatch(/https?:\/\//);
      for (const mail of [current, code])
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
      const subjects = mailLocales.flatMap((l) => [
        emailChangeCurrentEmail({ locale: l, newEmail: "n@example.com", link }).subject,
        reauthenticationEmail({ locale: l, code: "1", minutes: 10 }).subject,
      ]);
      expect(new Set(subjects).size).toBe(mailLocales.length * 2);
    },
  );

  it("translates: each locale has its own subjects; unknown locales fall back to English, regional ones to their language", () => {
    const subjects = mailLocales.map((locale) => signupConfirmationEmail({ locale, name: null, link }).subject);
    expect(new Set(subjects).size).toBe(mailLocales.length);
    expect(signupConfirmationEmail({ locale: "fr", name: null, link }).subject).toBe("Confirm your SkyCharter account");
    expect(recoveryEmail({ locale: null, link }).subject).toBe("Reset your SkyCharter password");
    expect(recoveryEmail({ locale: "es-MX", link }).subject).toBe("Restablece tu contraseña de SkyCharter");
    expect(signupConfirmationEmail({ locale: "ar", name: "ليلى", link }).text).toContain("مرحبًا ليلى،");
    expect(signupConfirmationEmail({ locale: "en", name: "  ", link }).text).toMatch(/^Hello,\n/);
  });

  it("says SkyCharter is a broker acting as agent, not an operator", () => {
    const { text, html } = recoveryEmail({ locale: "en", link });
    expect(text).toMatch(/charter broker.*as agent.*not an aircraft operator/);
    expect(html).toMatch(/charter broker.*as agent.*not an aircraft operator/);
  });

  it("escapes interpolations in the HTML and refuses non-http links", () => {
    const name = `<img src=x onerror=alert(1)> & "Co"`;
    const hostile = `https://skycharter.example/?a=1&b="><script>alert(1)</script>`;
    const mail = signupConfirmationEmail({ locale: "en", name, link: hostile });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;");
    expect(mail.html).toContain(`href="https://skycharter.example/?a=1&#38;b=&#34;&#62;&#60;script&#62;`);
    expect(mail.text).toContain(`Hello ${name},`);
    expect(() => signupConfirmationEmail({ locale: "en", name, link: "javascript:alert(1)" })).toThrow(/http/);
    const notice = emailChangeNoticeEmail({ locale: "en", newEmail: `"<b>x</b>"@example.com` });
    expect(notice.html).not.toContain("<b>");
    expect(notice.html).toContain("&#34;&#60;b&#62;x&#60;/b&#62;&#34;@example.com");
  });
});

describe("retryDelayMs", () => {
  it("doubles from 5 s per failed attempt and caps at 15 minutes", () => {
    expect([1, 2, 3, 4, 8].map((n) => retryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000, 640_000]);
    expect(retryDelayMs(9)).toBe(900_000);
    expect(retryDelayMs(1_000)).toBe(900_000);
    expect(retryDelayMs(0)).toBe(5_000);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 100, 300))).toEqual([100, 200, 300, 300]);
  });
});

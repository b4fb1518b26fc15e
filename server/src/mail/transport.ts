import { createTransport } from "nodemailer";
import type { MailConfig } from "../config.js";
import { writeMessageFile } from "../core/message-file.js";
import type { Logger } from "../logger.js";
import type { MailAttachment } from "./outbox.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string> | null;
}

/** nodemailer's shape for our files. */
const attached = (files: MailAttachment[] = []) =>
  files.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content }));

export interface MailTransport {
  /** Resolves once the server accepted the message (SMTP 250) or the file is written. */
  send(message: OutgoingMail): Promise<void>;
  /** Where mail goes, for logs, without credentials. */
  readonly describe: string;
}

// A dead or black-holed SMTP server must fail a send in seconds, so the outbox backs off
// instead of holding a worker pass for minutes (nodemailer's defaults are 30 s to 10 min).
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000, dnsTimeout: 5_000 };

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `dir` (development). */
export function createMailTransport(mail: MailConfig, log: Logger): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : fileTransport(mail.dir, mail.from, log, mail.logLinks);
}

function smtpTransport(url: string, from: string): MailTransport {
  // Options in the URL's query (?ignoreTLS=true…) win over these defaults.
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    describe: redactSmtpUrl(url),
    async send({ to, subject, text, html, attachments, headers }) {
      await transporter.sendMail({
        to,
        subject,
        text,
        html,
        attachments: attached(attachments),
        headers: headers ?? {},
      });
    },
  };
}

function fileTransport(dir: string, from: string, log: Logger, logLinks: boolean): MailTransport {
  // The stream transport composes the same RFC 822 bytes SMTP would carry, without sending them.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" }, { from });
  return {
    describe: `.eml files in ${dir}`,
    async send({ to, subject, text, html, attachments, headers }) {
      const { message } = await composer.sendMail({
        to,
        subject,
        text,
        html,
        attachments: attached(attachments),
        headers: headers ?? {},
      });
      if (!Buffer.isBuffer(message)) throw new Error("the stream transport did not return a buffer");
      const file = await writeMessageFile(dir, to.replace(/[^\w@.+-]/g, "_"), "eml", message);
      // A link in a log signs in whoever reads the log: only development prints it, for convenience.
      log.info(
        { to, subject, file, ...(logLinks ? { link: firstLink(text) } : {}) },
        "mail written to file (no SMTP_URL)",
      );
    },
  };
}

export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? null;
}

function redactSmtpUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return "smtp (unparseable URL)";
  }
}

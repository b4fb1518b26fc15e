import { simpleParser, type Attachment } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./ports.js";
import { until } from "./until.js";

// A real SMTP server for tests that follow a trip's emails: it accepts everything, and each message
// is read back as a mail client would (mailparser: both parts decoded, attachments as bytes).

export interface InboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
  attachments: Attachment[];
}

export interface SmtpInbox {
  /** SMTP_URL for the server under test. */
  url: string;
  received: InboxMail[];
  /** The messages to `to` so far whose subject matches. */
  to(address: string, subject?: RegExp): InboxMail[];
  /** Waits for a message to `to` whose subject matches. */
  next(address: string, subject: RegExp, timeoutMs?: number): Promise<InboxMail>;
  stop(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: InboxMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo)
            received.push({
              to: rcpt.address.toLowerCase(),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              language: (parsed.headers.get("content-language") as string | undefined) ?? null,
              attachments: parsed.attachments,
            });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const to = (address: string, subject?: RegExp) =>
    received.filter((mail) => mail.to === address.toLowerCase() && (!subject || subject.test(mail.subject)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    next: (address, subject, timeoutMs = 15_000) =>
      until(async () => to(address, subject)[0], {
        timeoutMs,
        failure: () =>
          `no mail to ${address} matching ${subject}; got: ${received.map((m) => `${m.to}: ${m.subject}`).join(" | ")}`,
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

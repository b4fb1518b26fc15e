import { readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { messageFiles } from "../../support/message-files.js";
import { until } from "../../support/until.js";
import { e2eDataDir } from "./e2eEnv.js";

// Every email a recipient received, read as a mail client reads it (both parts decoded, the
// attachments as bytes): the site sends over SMTP to the tests' mail server (smtp-sink.mjs).

export async function inbox(to: string): Promise<ParsedMail[]> {
  const dir = path.join(e2eDataDir, "mail");
  const files = await messageFiles(dir, to, "eml");
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
}

/** Waits for the email to `to` whose subject matches. */
export function mailWithSubject(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  let seen: string[] = [];
  return until(
    async () => {
      const mails = await inbox(to);
      seen = mails.map((mail) => mail.subject ?? "");
      return mails.find((mail) => subject.test(mail.subject ?? ""));
    },
    { timeoutMs, failure: () => `no mail to ${to} with a subject like ${subject}; got: ${seen.join(" | ")}` },
  );
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import { messageFiles } from "./message-files.js";
import { until } from "./until.js";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (empty for a plain-text message). */
  html: string;
  /** The first http(s) link in the plain-text part. */
  link: string | null;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Parses the .eml files the server writes under DATA_DIR/mail when no SMTP_URL is set. */
export function parseEml(raw: string): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(unfolded)?.[1];
  let text = rest.join("\n\n");
  let html = "";
  if (boundary) {
    const part = (type: string) => {
      const found =
        raw.split(`--${boundary}`).find((p) => new RegExp(`content-type:\\s*text/${type}`, "i").test(p)) ?? "";
      const [partHead = "", ...partBody] = found.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
      return decodePart(partHead, partBody.join("\n\n"));
    };
    text = part("plain");
    html = part("html");
  } else {
    text = decodePart(unfolded, text);
  }
  return { to: header("To"), subject: header("Subject"), text, html, link: /https?:\/\/\S+/.exec(text)?.[0] ?? null };
}

/** The .eml files written for `to`, oldest first (see messageFiles). */
export const mailFilesTo = (dataDir: string, to: string) => messageFiles(path.join(dataDir, "mail"), to, "eml");

/**
 * Waits for the mail worker to deliver a message to `to`, and returns the newest (with `subject`,
 * the newest whose subject matches: the worker does not promise to deliver in the order mail was queued).
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  { after = 0, timeoutMs = 30_000, subject }: { after?: number; timeoutMs?: number; subject?: RegExp } = {},
): Promise<ReceivedMail> {
  const dir = path.join(dataDir, "mail");
  return until(
    async () => {
      const files = await mailFilesTo(dataDir, to);
      if (files.length <= after) return undefined;
      const read = async (file: string) => parseEml(await readFile(path.join(dir, file), "utf8"));
      // Without a subject only the newest is read, on every poll.
      if (!subject) return read(files.at(-1)!);
      const mails = await Promise.all(files.slice(after).map(read));
      return mails.findLast((mail) => subject.test(mail.subject));
    },
    {
      timeoutMs,
      failure: () => `no mail to ${to}${subject ? ` with a subject like ${subject}` : ""} within ${timeoutMs} ms`,
    },
  );
}

import { readdir } from "node:fs/promises";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The files the server wrote in `dir` for `recipient` (an address's .eml, a number's .txt), oldest
 * first. Two messages to one recipient in the same millisecond are "<time>-<to>.<ext>" and
 * "<time>-<to>-2.<ext>" (server/src/core/message-file.ts): both are counted, in that order.
 */
export async function messageFiles(dir: string, recipient: string, extension: "eml" | "txt"): Promise<string[]> {
  // "<time>-<recipient>[-n].<ext>" (core/message-file.ts), anchored on the time: "moved-ada@x.com"
  // must not count as a message to "ada@x.com".
  const name = new RegExp(`^([\\d-]+T[\\d-]+\\.\\d+Z)-${escapeRegExp(recipient)}(?:-(\\d+))?\\.${extension}$`);
  const order = (file: string) =>
    file.replace(name, (_match, time: string, n: string | undefined) => `${time}.${(n ?? "1").padStart(3, "0")}`);
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((file) => name.test(file)).toSorted((a, b) => order(a).localeCompare(order(b)));
}

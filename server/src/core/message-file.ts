import { randomUUID } from "node:crypto";
import { link, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a message meant for `recipient` to a file of its own in `dir` (made if missing),
 * "<time>-<recipient>.<extension>", and returns its path: mail and texts sent without a mail server
 * or an SMS webhook (development, tests). Never overwrites: two messages in the same millisecond to
 * one recipient get "-2", "-3"…; and never shows a half-written file: the bytes go to a hidden temp
 * file that is then hard-linked into place. `recipient` must already be safe as part of a file name.
 */
export async function writeMessageFile(
  dir: string,
  recipient: string,
  extension: "eml" | "txt",
  data: string | Buffer,
): Promise<string> {
  const base = `${new Date().toISOString().replaceAll(":", "-")}-${recipient}`;
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${randomUUID()}.tmp`);
  await writeFile(temp, data);
  try {
    for (let n = 1; ; n++) {
      const file = path.join(dir, `${base}${n > 1 ? `-${n}` : ""}.${extension}`);
      try {
        await link(temp, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || n >= 100) throw error;
      }
    }
  } finally {
    await rm(temp, { force: true });
  }
}

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { e2eDataDir } from "./e2eEnv.js";

/** The code in the newest text message to `phone`, once there are more than `after` (as the SMS webhook peer, sms-webhook.mjs, received them). */
export async function smsCodeTo(phone: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const dir = path.join(e2eDataDir, "sms-webhook");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${phone}.txt`)).toSorted();
    if (files.length > after) {
      const code = /\b(\d{6})\b/.exec(await readFile(path.join(dir, files.at(-1)!), "utf8"))?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no text message to ${phone} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

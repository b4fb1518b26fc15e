import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { until } from "../../support/until.js";
import { e2eDataDir } from "./e2eEnv.js";

/** The code in the newest text message to `phone`, once there are more than `after` (as the SMS webhook peer, sms-webhook.mjs, received them). */
export async function smsCodeTo(phone: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const dir = path.join(e2eDataDir, "sms-webhook");
  return until(
    async () => {
      const files = (await readdir(dir).catch(() => [] as string[]))
        .filter((f) => f.endsWith(`-${phone}.txt`))
        .toSorted();
      return files.length > after
        ? /\b(\d{6})\b/.exec(await readFile(path.join(dir, files.at(-1)!), "utf8"))?.[1]
        : undefined;
    },
    { timeoutMs, intervalMs: 100, failure: () => `no text message to ${phone} within ${timeoutMs} ms` },
  );
}

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";

export type SmsChannel = "sms" | "whatsapp";

export interface SmsMessage {
  /** E.164, with the leading "+". */
  to: string;
  message: string;
  channel: SmsChannel;
}

export interface SmsSender {
  /** Resolves once the message is handed over (webhook 2xx, or the file is written). */
  send(sms: SmsMessage): Promise<void>;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The webhook when SMS_WEBHOOK_URL is set; otherwise one text file per message under DATA_DIR/sms (development, tests). */
export function createSmsSender(config: Pick<Config, "nodeEnv" | "dataDir" | "auth">, log: Logger): SmsSender {
  const url = config.auth.smsWebhookUrl;
  if (url) return webhookSmsSender(url);
  if (config.nodeEnv === "production")
    log.warn("SMS_WEBHOOK_URL is not set: phone MFA codes are only written to files under DATA_DIR/sms");
  return fileSmsSender(path.join(config.dataDir, "sms"), log);
}

export function webhookSmsSender(url: string, timeoutMs = WEBHOOK_TIMEOUT_MS): SmsSender {
  return {
    async send({ to, message, channel }) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to, message, channel }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

export function fileSmsSender(dir: string, log: Logger): SmsSender {
  return {
    async send({ to, message, channel }) {
      await mkdir(dir, { recursive: true });
      const base = `${new Date().toISOString().replaceAll(":", "-")}-${to.replace(/[^\d+]/g, "_")}`;
      const file = await writeNewFile(dir, base, `To: ${to}\nChannel: ${channel}\n\n${message}\n`);
      log.info({ to, file }, "sms written to file (no SMS_WEBHOOK_URL)");
    },
  };
}

/** Never overwrites: two messages in the same millisecond to the same phone get "-2", "-3"… */
async function writeNewFile(dir: string, base: string, data: string): Promise<string> {
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n > 1 ? `-${n}` : ""}.txt`);
    try {
      await writeFile(file, data, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || n >= 100) throw error;
    }
  }
}

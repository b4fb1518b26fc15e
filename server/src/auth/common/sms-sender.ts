import path from "node:path";
import type { Config } from "../../config.js";
import { writeMessageFile } from "../../core/message-file.js";
import type { Logger } from "../../logger.js";
import { validationFailed } from "./errors.js";

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

/** The channel a code is asked to travel by: SMS unless WhatsApp is named. */
export function readChannel(value: unknown): SmsChannel {
  if (value === undefined || value === null || value === "" || value === "sms") return "sms";
  if (value === "whatsapp") return "whatsapp";
  throw validationFailed("Invalid channel, use sms or whatsapp");
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
      const text = `To: ${to}\nChannel: ${channel}\n\n${message}\n`;
      const file = await writeMessageFile(dir, to.replace(/[^\d+]/g, "_"), "txt", text);
      log.info({ to, file }, "sms written to file (no SMS_WEBHOOK_URL)");
    },
  };
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// Values sealed at rest: AES-256-GCM under a list of keys from configuration, the first sealing and
// every one opening (rotation). Stored as "enc:v1:<key id>:<iv|tag|ciphertext, base64url>", bound to
// a context (the row it belongs to), so a value copied onto another row does not open. Used for the
// TOTP secrets (MFA_ENCRYPTION_KEYS) and the passengers' details (PASSENGER_ENCRYPTION_KEYS).

export const SEALED_PREFIX = "enc:v1:";

export interface Sealer {
  /** The first key's id: a value sealed under another one is due to be sealed again. */
  currentKeyId: string;
  seal(context: string, plain: string): string;
  /** Throws when the value was sealed under a key that is not configured, or was altered. */
  open(context: string, stored: string): string;
  /** Whether the value is sealed under the first key already. */
  isCurrent(stored: string): boolean;
}

const keyIdOf = (key: Buffer) => createHash("sha256").update(key.toString("base64"), "utf8").digest("hex").slice(0, 8);

/** `setting` names the configuration the keys come from, for the message when a key is missing. */
export function createSealer(rawKeys: readonly Buffer[], setting: string): Sealer {
  const keys = rawKeys.map((key) => ({ id: keyIdOf(key), key }));
  const current = keys[0];
  if (!current) throw new Error(`${setting}: no key`);
  return {
    currentKeyId: current.id,
    seal(context, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${SEALED_PREFIX}${current.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(context, stored) {
      if (!stored.startsWith(SEALED_PREFIX)) throw new Error(`${context}: the value is not encrypted`);
      const [id, payload = ""] = stored.slice(SEALED_PREFIX.length).split(":");
      const key = keys.find((k) => k.id === id);
      if (!key) throw new Error(`${context}: the value is encrypted under key ${id}, which ${setting} does not hold`);
      const raw = Buffer.from(payload, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key.key, raw.subarray(0, 12)).setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
    isCurrent: (stored) => stored.startsWith(`${SEALED_PREFIX}${current.id}:`),
  };
}

/**
 * The configured keys, else (development, tests: production refuses to start without them) one
 * key generated once and kept in DATA_DIR/`fileName`, mode 0600. `generated` hears of a new file.
 */
export async function sealingKeys(
  configured: Buffer[] | null,
  dataDir: string,
  fileName: string,
  generated: (file: string) => void,
): Promise<Buffer[]> {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return [Buffer.from((await readFile(file, "utf8")).trim(), "base64")];
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key.toString("base64")}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  generated(file);
  return [key];
}

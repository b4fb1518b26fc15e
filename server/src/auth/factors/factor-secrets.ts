import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import { sha256 } from "../common/crypto.js";

// TOTP secrets at rest: AES-256-GCM under MFA_ENCRYPTION_KEYS, so a database dump or backup alone
// cannot produce codes. Stored as "enc:v1:<key id>:<iv|tag|ciphertext, base64url>", bound to the
// factor's id (a secret copied onto another row does not open).

const PREFIX = "enc:v1:";

interface Key {
  id: string;
  key: Buffer;
}

export interface FactorSecrets {
  seal(factorId: string, secret: string): string;
  /** Throws when the stored value was sealed under a key that is not configured, or was altered. */
  open(factorId: string, stored: string): string;
}

const keyId = (key: Buffer) => sha256(key.toString("base64")).slice(0, 8);
const aad = (factorId: string) => Buffer.from(`auth_mfa_factor:${factorId}`);

export function factorSecrets(rawKeys: Buffer[]): FactorSecrets & { currentKeyId: string } {
  const keys: Key[] = rawKeys.map((key) => ({ id: keyId(key), key }));
  const current = keys[0]!;
  return {
    currentKeyId: current.id,
    seal(factorId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv).setAAD(aad(factorId));
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return `${PREFIX}${current.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(factorId, stored) {
      if (!stored.startsWith(PREFIX)) throw new Error(`factor ${factorId}: secret is not encrypted`);
      const [id, payload = ""] = stored.slice(PREFIX.length).split(":");
      const key = keys.find((k) => k.id === id);
      if (!key)
        throw new Error(
          `factor ${factorId}: secret is encrypted under key ${id}, which MFA_ENCRYPTION_KEYS does not hold`,
        );
      const raw = Buffer.from(payload, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key.key, raw.subarray(0, 12)).setAAD(aad(factorId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}

/** MFA_ENCRYPTION_KEYS, else (development, tests) a key generated once and kept in DATA_DIR/mfa-encryption-key. */
export async function loadFactorSecrets(config: Pick<Config, "dataDir" | "auth">, log: Logger) {
  return factorSecrets(config.auth.mfaEncryptionKeys ?? [await localKey(config.dataDir, log)]);
}

async function localKey(dataDir: string, log: Logger): Promise<Buffer> {
  const file = path.join(dataDir, "mfa-encryption-key");
  if (existsSync(file)) return Buffer.from((await readFile(file, "utf8")).trim(), "base64");
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key.toString("base64")}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  log.info({ file }, "generated an MFA encryption key for local use");
  return key;
}

/**
 * At start-up: encrypts secrets stored in clear (from before encryption) and re-encrypts those
 * under an older key with the first one (rotation). Each row is rewritten only if unchanged, so
 * copies starting together do not clash. A secret under a key no longer configured stops the start.
 */
export async function sealFactorSecrets(
  db: DataSource,
  secrets: ReturnType<typeof factorSecrets>,
  log: Logger,
): Promise<number> {
  const rows: { id: string; secret: string }[] = await db.query(
    `SELECT id, secret FROM auth_mfa_factor WHERE secret IS NOT NULL AND secret NOT LIKE $1`,
    [`${PREFIX}${secrets.currentKeyId}:%`],
  );
  for (const row of rows) {
    const plain = row.secret.startsWith(PREFIX) ? secrets.open(row.id, row.secret) : row.secret;
    await db.query(`UPDATE auth_mfa_factor SET secret = $3 WHERE id = $1 AND secret = $2`, [
      row.id,
      row.secret,
      secrets.seal(row.id, plain),
    ]);
  }
  if (rows.length)
    log.info({ factors: rows.length, key: secrets.currentKeyId }, "encrypted TOTP secrets with the current MFA key");
  return rows.length;
}

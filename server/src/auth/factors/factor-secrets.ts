import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { createSealer, SEALED_PREFIX, sealingKeys } from "../../core/sealing.js";
import type { Logger } from "../../logger.js";

// TOTP secrets at rest: sealed (core/sealing.ts) under MFA_ENCRYPTION_KEYS, so a database dump or
// backup alone cannot produce codes; each bound to its factor's id (a secret copied onto another row
// does not open).

const PREFIX = SEALED_PREFIX;

export interface FactorSecrets {
  seal(factorId: string, secret: string): string;
  /** Throws when the stored value was sealed under a key that is not configured, or was altered. */
  open(factorId: string, stored: string): string;
}

const aad = (factorId: string) => `auth_mfa_factor:${factorId}`;

export function factorSecrets(rawKeys: Buffer[]): FactorSecrets & { currentKeyId: string } {
  const sealer = createSealer(rawKeys, "MFA_ENCRYPTION_KEYS");
  return {
    currentKeyId: sealer.currentKeyId,
    seal: (factorId, secret) => sealer.seal(aad(factorId), secret),
    open: (factorId, stored) => sealer.open(aad(factorId), stored),
  };
}

/** MFA_ENCRYPTION_KEYS, else (development, tests) a key generated once and kept in DATA_DIR/mfa-encryption-key. */
export async function loadFactorSecrets(config: Pick<Config, "dataDir" | "auth">, log: Logger) {
  return factorSecrets(
    await sealingKeys(config.auth.mfaEncryptionKeys, config.dataDir, "mfa-encryption-key", (file) =>
      log.info({ file }, "generated an MFA encryption key for local use"),
    ),
  );
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

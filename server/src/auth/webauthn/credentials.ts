import { isUniqueViolation } from "../../core/db-errors.js";
import { AuthError } from "../common/errors.js";
import { many, one, type Db } from "../common/store.js";

/** What a verified registration leaves to store. */
export interface NewCredential {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  aaguid: string | null;
  backupEligible: boolean;
  backedUp: boolean;
}

/** A WebAuthn credential: a second factor's (factor_id set) or a passkey (factor_id null). */
export interface CredentialRow {
  id: string;
  user_id: string;
  factor_id: string | null;
  /** base64url, as the browser reports it. */
  credential_id: string;
  public_key: Buffer;
  /** bigint: pg returns it as text. */
  sign_count: string;
  transports: string[];
  aaguid: string | null;
  backup_eligible: boolean;
  backed_up: boolean;
  friendly_name: string;
  last_used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const credentialExists = () =>
  new AuthError(422, "webauthn_credential_exists", "This credential is already registered");

/** Stores a verified registration; a credential id already registered (anyone's) is refused. */
export async function insertCredential(
  db: Db,
  owner: { userId: string; factorId: string | null; friendlyName: string },
  credential: NewCredential,
): Promise<CredentialRow> {
  try {
    return (await one<CredentialRow>(
      db,
      `INSERT INTO auth_webauthn_credential
         (user_id, factor_id, credential_id, public_key, sign_count, transports, aaguid, backup_eligible, backed_up, friendly_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        owner.userId,
        owner.factorId,
        credential.credentialId,
        Buffer.from(credential.publicKey),
        credential.signCount,
        credential.transports,
        credential.aaguid,
        credential.backupEligible,
        credential.backedUp,
        owner.friendlyName,
      ],
    ))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw credentialExists();
    throw error;
  }
}

/** Every credential of the user (second factors and passkeys): none may be registered twice. */
export const credentialsOfUser = (db: Db, userId: string) =>
  many<CredentialRow>(db, `SELECT * FROM auth_webauthn_credential WHERE user_id = $1 ORDER BY created_at`, [userId]);

export const passkeysOf = (db: Db, userId: string) =>
  many<CredentialRow>(
    db,
    `SELECT * FROM auth_webauthn_credential WHERE user_id = $1 AND factor_id IS NULL ORDER BY created_at, id`,
    [userId],
  );

export const credentialOfFactor = (db: Db, factorId: string) =>
  one<CredentialRow>(db, `SELECT * FROM auth_webauthn_credential WHERE factor_id = $1`, [factorId]);

/**
 * Records a use: the new counter, as long as it still grows from the one the check saw (two
 * assertions racing with one counter value cannot both pass). False when it did not.
 */
export async function recordUse(db: Db, credential: CredentialRow, newCounter: number): Promise<boolean> {
  const updated = await one<{ id: string }>(
    db,
    `UPDATE auth_webauthn_credential SET sign_count = $2, last_used_at = now(), updated_at = now()
     WHERE id = $1 AND (sign_count < $2 OR (sign_count = 0 AND $2 = 0)) RETURNING id`,
    [credential.id, newCounter],
  );
  return updated !== null;
}

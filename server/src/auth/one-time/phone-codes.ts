import { safeEqual, sha256 } from "../common/crypto.js";
import { EMAIL_LINK_TTL_SECONDS, MAX_WRONG_CODES, type PendingSignUp } from "../common/one-time-tokens.js";
import { many, one, type Db } from "../common/store.js";

// Codes texted to a number that has no account yet (auth_phone_code): the account is made only when
// one comes back. The rules are those of auth_one_time_token's phone codes, keyed by the number
// instead of a user: a sign-up's code carries its own password and coexists with the others; a plain
// sign-in code replaces every code of the number. Callers hold the number's lock (`phone:<digits>`).

export interface PhoneCodeRow {
  id: string;
  phone: string;
  /** The id the account gets if this code makes it. */
  user_id: string;
  code_hash: string;
  code_failures: number;
  pending_password: string | null;
  pending_user_metadata: Record<string, unknown>;
  pending_locale: string;
  created_at: Date;
}

/** What the account made from a code gets: a sign-up's password and details, or a sign-in's details alone. */
export type PhoneCodeDetails = Omit<PendingSignUp, "encryptedPassword"> & { encryptedPassword: string | null };

// Salted with the row's own random id: equal codes never share a stored hash.
const codeHash = (id: string, code: string) => sha256(`phone-code:${id}:${code}`);

/**
 * Keeps a new code for the number. With a password it is one more pending sign-up (earlier ones keep
 * theirs); without, it replaces every code of the number. `userId` carries a sign-up's id on (a resend).
 */
export async function createPhoneCode(
  tx: Db,
  phone: string,
  code: string,
  details: PhoneCodeDetails,
  userId?: string,
): Promise<PhoneCodeRow> {
  // Rows outlive their code (SMS_OTP_EXP) only so a sign-up can be resent within a day; then they go.
  await tx.query(`DELETE FROM auth_phone_code WHERE created_at < now() - make_interval(secs => $1)`, [
    EMAIL_LINK_TTL_SECONDS,
  ]);
  if (details.encryptedPassword === null) await dropPhoneCodes(tx, phone);
  const id = crypto.randomUUID();
  return (await one<PhoneCodeRow>(
    tx,
    `INSERT INTO auth_phone_code (id, phone, user_id, code_hash, pending_password, pending_user_metadata, pending_locale)
     VALUES ($1, $2, coalesce($3, gen_random_uuid()), $4, $5, $6, $7) RETURNING *`,
    [
      id,
      phone,
      userId ?? null,
      codeHash(id, code),
      details.encryptedPassword,
      JSON.stringify(details.userMetadata),
      details.locale,
    ],
  ))!;
}

export const dropPhoneCodes = (tx: Db, phone: string) =>
  tx.query(`DELETE FROM auth_phone_code WHERE phone = $1`, [phone]);

export const dropPhoneCode = (db: Db, id: string) => db.query(`DELETE FROM auth_phone_code WHERE id = $1`, [id]);

/** The number's codes kept for resending (within a day), newest first. */
export const phoneCodesOf = (db: Db, phone: string) =>
  many<PhoneCodeRow>(
    db,
    `SELECT * FROM auth_phone_code WHERE phone = $1 AND created_at > now() - make_interval(secs => $2) ORDER BY created_at DESC`,
    [phone, EMAIL_LINK_TTL_SECONDS],
  );

/** The newest pending phone sign-up's password hash (for the "not confirmed" answer to its password). */
export async function newestPendingPhonePassword(db: Db, phone: string): Promise<string | null> {
  const row = await one<{ pending_password: string }>(
    db,
    `SELECT pending_password FROM auth_phone_code WHERE phone = $1 AND pending_password IS NOT NULL
     ORDER BY created_at DESC LIMIT 1`,
    [phone],
  );
  return row?.pending_password ?? null;
}

/**
 * Spends the number's code; null when no live one matches. A wrong code counts against the number's
 * live codes, and MAX_WRONG_CODES void them: the caller must commit even when it refuses.
 */
export async function redeemPhoneCode(
  tx: Db,
  phone: string,
  code: string,
  ttlSeconds: number,
): Promise<PhoneCodeRow | null> {
  const live = await many<PhoneCodeRow>(
    tx,
    `SELECT * FROM auth_phone_code WHERE phone = $1 AND code_failures < $2 AND created_at > now() - make_interval(secs => $3)`,
    [phone, MAX_WRONG_CODES, ttlSeconds],
  );
  const match = live.find((row) => safeEqual(codeHash(row.id, code), row.code_hash));
  if (!match) {
    if (live.length)
      await tx.query(`UPDATE auth_phone_code SET code_failures = code_failures + 1 WHERE id = ANY($1)`, [
        live.map((row) => row.id),
      ]);
    return null;
  }
  await dropPhoneCode(tx, match.id);
  return match;
}

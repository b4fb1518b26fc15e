import { dropLinks } from "./one-time-tokens.js";
import type { Db, UserRow } from "./store.js";

/**
 * An account whose address was never shown to be its owner's: autoconfirm let it sign in on a
 * typed address alone. It may not claim what others sent with that address, and whatever it set
 * up (password, sessions, factors, other sign-ins) may be a stranger's.
 */
export const isUnproven = (user: UserRow) => Boolean(user.email_confirmed_at) && !user.email_proven_at;

/**
 * The inbox owner has now shown the address is theirs (followed a mailed link, or a provider vouched
 * for it). An unproven account is handed over clean first: whoever typed the address before keeps
 * no password, session, factor, other sign-in, link or pending email change. `keepIdentity` is the
 * provider identity doing the proving.
 */
export async function markAddressProven(
  tx: Db,
  user: UserRow,
  keepIdentity?: { provider: string; subject: string },
): Promise<void> {
  if (isUnproven(user)) {
    await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [user.id]);
    await tx.query(`DELETE FROM auth_mfa_factor WHERE user_id = $1`, [user.id]);
    await tx.query(
      `DELETE FROM auth_identity WHERE user_id = $1 AND provider <> 'email' AND NOT (provider = $2 AND provider_id = $3)`,
      [user.id, keepIdentity?.provider ?? "", keepIdentity?.subject ?? ""],
    );
    await dropLinks(tx, user.id);
    await tx.query(
      `UPDATE auth_user SET encrypted_password = NULL, email_change = NULL, email_change_sent_at = NULL WHERE id = $1`,
      [user.id],
    );
  }
  await tx.query(
    `UPDATE auth_user SET email_proven_at = now(), updated_at = now() WHERE id = $1 AND email_proven_at IS NULL`,
    [user.id],
  );
}

import { markAddressProven } from "../common/address-proof.js";
import { dropLinks } from "../common/one-time-tokens.js";
import { findUserById, isOpenSignUp, type Db, type UserRow } from "../common/store.js";

/**
 * What a followed magic link (or its emailed code) does to the account before a session opens,
 * whoever minted the link (POST /otp, or an admin). The email went to the address, so: an
 * unconfirmed customer sign-up is confirmed, without any pending sign-up's password (their links
 * end); the address counts as proven (an autoconfirmed account is handed over clean). An
 * unconfirmed invitation or staff account is never confirmed this way (only its invitation link
 * may): null, which the caller answers as an invalid link.
 */
export async function acceptMagicLink(tx: Db, user: UserRow): Promise<UserRow | null> {
  if (!user.email_confirmed_at) {
    if (!isOpenSignUp(user)) return null;
    await tx.query(`UPDATE auth_user SET email_confirmed_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
    await dropLinks(tx, user.id, "confirmation");
    await tx.query(
      `UPDATE auth_identity SET identity_data = identity_data || '{"email_verified": true}'::jsonb WHERE user_id = $1 AND provider = 'email'`,
      [user.id],
    );
  }
  // Read before confirming: an account that was already confirmed but never proven was autoconfirmed.
  if (!user.email_proven_at) await markAddressProven(tx, user);
  return findUserById(tx, user.id);
}

import type { DataSource } from "typeorm";
import { lockForTransaction } from "../../core/advisory-lock.js";
import type { AuthConfig } from "../../config.js";
import { localeFrom } from "../common/account-fields.js";
import { markAddressProven } from "../common/address-proof.js";
import { AuthError } from "../common/errors.js";
import type { Authenticated } from "../sessions/index.js";
import { insufficientAal } from "../factors/index.js";
import {
  findUserByEmail,
  findUserById,
  hasVerifiedFactor,
  identitiesOf,
  insertUser,
  lockEmail,
  one,
  type Db,
  type IdentityRow,
  type UserRow,
} from "../common/store.js";
import { UUID, type ExternalProfile } from "./provider.js";

const lockIdentity = (tx: Db, provider: string, subject: string) =>
  lockForTransaction(tx, `identity:${provider}:${subject}`);

const findIdentity = (tx: Db, provider: string, subject: string) =>
  one<IdentityRow>(tx, `SELECT * FROM auth_identity WHERE provider = $1 AND provider_id = $2`, [provider, subject]);

async function insertIdentity(tx: Db, userId: string, provider: string, profile: ExternalProfile): Promise<void> {
  await tx.query(
    `INSERT INTO auth_identity (user_id, provider, provider_id, identity_data, email, last_sign_in_at) VALUES ($1, $2, $3, $4, $5, now())`,
    [userId, provider, profile.subject, JSON.stringify(profile.data), profile.email],
  );
}

/** As Supabase Auth: the provider's profile is merged into user_metadata at each sign-in. */
const mergeUserMetadata = (tx: Db, userId: string, data: Record<string, unknown>) =>
  tx.query(`UPDATE auth_user SET user_metadata = user_metadata || $2::jsonb, updated_at = now() WHERE id = $1`, [
    userId,
    JSON.stringify(data),
  ]);

/** app_metadata.providers lists the user's identities' providers, oldest first; provider is the first. */
export async function syncProviders(tx: Db, userId: string): Promise<void> {
  await tx.query(
    `UPDATE auth_user u SET app_metadata = u.app_metadata || jsonb_build_object('provider', p.list->0, 'providers', p.list), updated_at = now()
     FROM (SELECT coalesce(jsonb_agg(provider ORDER BY first_at), '[]'::jsonb) AS list
           FROM (SELECT provider, min(created_at) AS first_at FROM auth_identity WHERE user_id = $1 GROUP BY provider) x) p
     WHERE u.id = $1`,
    [userId],
  );
}

function assertNotBanned(user: UserRow): void {
  if (user.banned_until && new Date(user.banned_until) > new Date())
    throw new AuthError(403, "user_banned", "User is banned");
}

/**
 * Someone signed up with this address but never proved it (unconfirmed, or autoconfirmed), and the
 * provider has now proved who owns it: the unproven password, sessions, factors and identities go,
 * so the earlier sign-up cannot be a way in.
 */
async function takeOverUnproven(tx: Db, user: UserRow, provider: string, profile: ExternalProfile): Promise<void> {
  await tx.query(`DELETE FROM auth_identity WHERE user_id = $1 AND NOT (provider = $2 AND provider_id = $3)`, [
    user.id,
    provider,
    profile.subject,
  ]);
  // Pending sign-ups' passwords are unproven too: their links must not set one later.
  await tx.query(`DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'confirmation'`, [user.id]);
  await markAddressProven(tx, user, { provider, subject: profile.subject });
  await tx.query(
    `UPDATE auth_user SET encrypted_password = NULL, email_confirmed_at = coalesce(email_confirmed_at, now()), user_metadata = $2, updated_at = now() WHERE id = $1`,
    [user.id, JSON.stringify(profile.data)],
  );
}

/**
 * Sign-in with an external identity: the identity's own user; else the user with the same email,
 * when the provider has verified it; else a new confirmed customer.
 */
export async function resolveExternalUser(
  tx: Db,
  config: AuthConfig,
  provider: string,
  profile: ExternalProfile,
  acceptLanguage?: string,
): Promise<UserRow> {
  await lockIdentity(tx, provider, profile.subject);
  const identity = await findIdentity(tx, provider, profile.subject);
  let userId: string;
  if (identity) {
    await tx.query(
      `UPDATE auth_identity SET identity_data = $2, email = $3, last_sign_in_at = now(), updated_at = now() WHERE id = $1`,
      [identity.id, JSON.stringify(profile.data), profile.email],
    );
    await mergeUserMetadata(tx, identity.user_id, profile.data);
    userId = identity.user_id;
  } else {
    if (!profile.email)
      throw new AuthError(500, "unexpected_failure", "Error getting user email from external provider");
    if (!profile.emailVerified) {
      throw new AuthError(
        422,
        "provider_email_needs_verification",
        `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
      );
    }
    await lockEmail(tx, profile.email);
    const existing = await findUserByEmail(tx, profile.email);
    if (existing) {
      await insertIdentity(tx, existing.id, provider, profile);
      if (existing.email_proven_at) await mergeUserMetadata(tx, existing.id, profile.data);
      else await takeOverUnproven(tx, existing, provider, profile);
      userId = existing.id;
    } else {
      if (config.disableSignup) throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      const locale = localeFrom(profile.locale ? { locale: profile.locale } : {}, acceptLanguage);
      const user = await insertUser(
        tx,
        {
          email: profile.email,
          encryptedPassword: null,
          confirmed: true,
          proven: true,
          userMetadata: profile.data,
          locale,
          provider,
        },
        profile.subject,
        profile.data,
      );
      await tx.query(`UPDATE auth_identity SET last_sign_in_at = now() WHERE user_id = $1`, [user.id]);
      userId = user.id;
    }
  }
  await syncProviders(tx, userId);
  const user = (await findUserById(tx, userId))!;
  assertNotBanned(user);
  return user;
}

/** Once the user has a verified second factor, adding or removing a way to sign in takes an aal2 session. */
export async function requireAalForIdentityChange(db: Db, auth: Authenticated, action: string): Promise<void> {
  if (auth.session.aal !== "aal2" && (await hasVerifiedFactor(db, auth.user.id))) throw insufficientAal(403, action);
}

/** Manual linking (GET /user/identities/authorize): the identity joins the signed-in user. */
export async function linkExternalIdentity(
  tx: Db,
  userId: string,
  provider: string,
  profile: ExternalProfile,
): Promise<UserRow> {
  await lockIdentity(tx, provider, profile.subject);
  const existing = await findIdentity(tx, provider, profile.subject);
  if (existing) {
    throw new AuthError(
      422,
      "identity_already_exists",
      existing.user_id === userId ? "Identity is already linked" : "Identity is already linked to another user",
    );
  }
  const target = await findUserById(tx, userId);
  if (!target) throw new AuthError(422, "user_not_found", "Linking target user not found");
  assertNotBanned(target);
  await insertIdentity(tx, userId, provider, profile);
  await syncProviders(tx, userId);
  return (await findUserById(tx, userId))!;
}

/**
 * When the user's email belonged to the identity just removed, it moves to another identity's
 * email, as in Supabase Auth, unless another account already uses that. Only an email the provider
 * verified qualifies: otherwise the account keeps its current one (an unproven address is no way in).
 */
async function keepEmailOnIdentities(tx: Db, user: UserRow, remaining: IdentityRow[]): Promise<void> {
  if (!user.email || remaining.some((i) => i.email === user.email)) return;
  const candidates = remaining.filter((i) => i.email && i.identity_data.email_verified === true);
  if (!candidates.length) return;
  for (const candidate of candidates) {
    const owner = await findUserByEmail(tx, candidate.email!);
    if (owner && owner.id !== user.id) continue;
    // The provider verified this address, so it is proven as it becomes the account's.
    await tx.query(`UPDATE auth_user SET email = $2, email_proven_at = now(), updated_at = now() WHERE id = $1`, [
      user.id,
      candidate.email,
    ]);
    return;
  }
  throw new AuthError(422, "email_conflict_identity_not_deletable", "Unable to unlink identity due to email conflict");
}

/** DELETE /user/identities/{id}: a user keeps at least one identity. */
export async function unlinkIdentity(db: DataSource, userId: string, identityId: string): Promise<void> {
  if (!UUID.test(identityId)) throw new AuthError(404, "validation_failed", "identity_id must be an UUID");
  await db.transaction(async (tx) => {
    // Serializes unlinks of one user, so two at once cannot remove the last two identities.
    const user = await one<UserRow>(tx, `SELECT * FROM auth_user WHERE id = $1 FOR UPDATE`, [userId]);
    if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const identities = await identitiesOf(tx, userId);
    if (identities.length <= 1)
      throw new AuthError(422, "single_identity_not_deletable", "User must have at least 1 identity after unlinking");
    const target = identities.find((i) => i.id === identityId);
    if (!target) throw new AuthError(422, "identity_not_found", "Identity doesn't exist");
    await tx.query(`DELETE FROM auth_identity WHERE id = $1`, [target.id]);
    await keepEmailOnIdentities(
      tx,
      user,
      identities.filter((i) => i.id !== target.id),
    );
    await syncProviders(tx, userId);
  });
}

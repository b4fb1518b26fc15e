import type { DataSource } from "typeorm";
import type { Authenticated, ClientInfo, SessionService } from "../sessions/index.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { findUserById, hasVerifiedFactor, one, type Db } from "../common/store.js";
import {
  type CredentialRow,
  credentialsOfUser,
  insertCredential,
  passkeysOf,
  readAuthenticationResponse,
  readRegistrationResponse,
  recordUse,
  type RelyingParty,
  verificationFailed,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
} from "../webauthn/index.js";
import { isUuid } from "../factors/index.js";

/** Supabase Auth's default GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER. */
export const MAX_PASSKEYS_PER_USER = 10;
const MAX_FRIENDLY_NAME = 120;

type Kind = "registration" | "authentication";

interface ChallengeRow {
  id: string;
  user_id: string | null;
  kind: Kind;
  challenge: string;
  expires_at: Date;
}

const challengeNotFound = () =>
  new AuthError(400, "webauthn_challenge_not_found", "Challenge not found or already used");
const challengeExpired = () => new AuthError(400, "webauthn_challenge_expired", "Challenge has expired");
export const passkeyNotFound = () => new AuthError(404, "validation_failed", "Passkey not found");

/** GET /passkeys and PATCH's answer: what the owner sees of a passkey. */
export function passkeyJson(row: CredentialRow) {
  return {
    id: row.id,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    created_at: new Date(row.created_at).toISOString(),
    ...(row.last_used_at ? { last_used_at: new Date(row.last_used_at).toISOString() } : {}),
  };
}

/**
 * Managing passkeys needs aal2 once the user has a verified second factor, as in Supabase Auth: a
 * stolen aal1 session cannot add a way in that skips the second factor's owner.
 */
async function requireManagementAal(db: Db, auth: Authenticated): Promise<void> {
  if (auth.session.aal !== "aal2" && (await hasVerifiedFactor(db, auth.user.id)))
    throw new AuthError(403, "insufficient_aal", "AAL2 session is required to manage passkeys when MFA is enabled");
}

function readChallengeId(value: unknown): string {
  if (value === undefined || value === null || value === "") throw validationFailed("challenge_id is required");
  if (!isUuid(value)) throw validationFailed("challenge_id must be a valid UUID");
  return value;
}

/** /passkeys: discoverable credentials that sign in without a password (Supabase Auth's passkey API). */
export class PasskeysService {
  constructor(
    private readonly db: DataSource,
    private readonly rp: RelyingParty,
    private readonly sessions: SessionService,
  ) {}

  private async newChallenge(kind: Kind, userId: string | null, challenge: string) {
    // Abandoned ceremonies are swept as new ones begin.
    await this.db.query(`DELETE FROM auth_webauthn_challenge WHERE expires_at < now() - interval '1 hour'`);
    return (await one<ChallengeRow>(
      this.db,
      `INSERT INTO auth_webauthn_challenge (user_id, kind, challenge, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING *`,
      [userId, kind, challenge, WEBAUTHN_CHALLENGE_TTL_SECONDS],
    ))!;
  }

  /** Taken once: a replayed or parallel answer finds nothing. */
  private async consumeChallenge(tx: Db, id: string, kind: Kind, userId: string | null): Promise<ChallengeRow> {
    const row = await one<ChallengeRow>(
      tx,
      `DELETE FROM auth_webauthn_challenge WHERE id = $1 AND kind = $2 AND user_id IS NOT DISTINCT FROM $3 RETURNING *`,
      [id, kind, userId],
    );
    if (!row) throw challengeNotFound();
    if (new Date(row.expires_at).getTime() <= Date.now()) throw challengeExpired();
    return row;
  }

  async registrationOptions(auth: Authenticated) {
    await requireManagementAal(this.db, auth);
    const existing = await credentialsOfUser(this.db, auth.user.id);
    if (existing.filter((c) => c.factor_id === null).length >= MAX_PASSKEYS_PER_USER)
      throw new AuthError(422, "too_many_passkeys", "Maximum number of passkeys reached");
    const options = await this.rp.registrationOptions(auth.user, existing, true);
    const challenge = await this.newChallenge("registration", auth.user.id, options.challenge);
    return {
      challenge_id: challenge.id,
      options,
      expires_at: Math.floor(new Date(challenge.expires_at).getTime() / 1000),
    };
  }

  async verifyRegistration(auth: Authenticated, input: { challenge_id?: unknown; credential?: unknown }) {
    await requireManagementAal(this.db, auth);
    const challengeId = readChallengeId(input.challenge_id);
    if (input.credential === undefined || input.credential === null) throw validationFailed("credential is required");
    const response = readRegistrationResponse(input.credential);
    // The challenge is spent first, in its own statement: a failed check does not leave it to retry.
    const challenge = await this.consumeChallenge(this.db, challengeId, "registration", auth.user.id);
    const created = await this.rp.verifyRegistration(response, challenge.challenge, true);
    const row = await this.db.transaction(async (tx) => {
      // One registration at a time per user, so the count holds.
      await tx.query(`SELECT id FROM auth_user WHERE id = $1 FOR UPDATE`, [auth.user.id]);
      if ((await passkeysOf(tx, auth.user.id)).length >= MAX_PASSKEYS_PER_USER)
        throw new AuthError(422, "too_many_passkeys", "Maximum number of passkeys reached");
      return insertCredential(tx, { userId: auth.user.id, factorId: null, friendlyName: "" }, created);
    });
    return { id: row.id, created_at: new Date(row.created_at).toISOString() };
  }

  async authenticationOptions() {
    const options = await this.rp.authenticationOptions([]);
    const challenge = await this.newChallenge("authentication", null, options.challenge);
    return {
      challenge_id: challenge.id,
      options,
      expires_at: Math.floor(new Date(challenge.expires_at).getTime() / 1000),
    };
  }

  /** Signs in whoever the passkey belongs to: a normal aal1 session with amr "passkey", as Supabase Auth issues. */
  async verifyAuthentication(input: { challenge_id?: unknown; credential?: unknown }, client: ClientInfo) {
    const challengeId = readChallengeId(input.challenge_id);
    if (input.credential === undefined || input.credential === null) throw validationFailed("credential is required");
    const response = readAuthenticationResponse(input.credential);
    const challenge = await this.consumeChallenge(this.db, challengeId, "authentication", null);
    const credential = await one<CredentialRow>(
      this.db,
      `SELECT * FROM auth_webauthn_credential WHERE credential_id = $1 AND factor_id IS NULL`,
      [response.id],
    );
    if (!credential) throw verificationFailed("Credential verification failed: unknown credential");
    // The authenticator's user handle must name the credential's owner.
    const handle = response.response.userHandle
      ? Buffer.from(response.response.userHandle, "base64url").toString("utf8")
      : credential.user_id;
    if (handle !== credential.user_id) throw verificationFailed("Credential verification failed: user handle mismatch");
    const { newCounter } = await this.rp.verifyAuthentication(response, challenge.challenge, credential);

    return this.db.transaction(async (tx) => {
      const user = await findUserById(tx, credential.user_id);
      if (!user) throw verificationFailed("Credential verification failed: unknown user");
      if (user.email && !user.email_confirmed_at)
        throw new AuthError(403, "email_not_confirmed", "Email not confirmed");
      if (user.banned_until && user.banned_until > new Date())
        throw new AuthError(403, "user_banned", "User is banned");
      if (!(await recordUse(tx, credential, newCounter)))
        throw verificationFailed("Credential verification failed: the signature counter did not increase");
      return this.sessions.signIn(tx, user, "passkey", client);
    });
  }

  async list(auth: Authenticated) {
    return (await passkeysOf(this.db, auth.user.id)).map(passkeyJson);
  }

  async rename(auth: Authenticated, passkeyId: string, input: { friendly_name?: unknown }) {
    if (typeof input.friendly_name !== "string" || !input.friendly_name.trim())
      throw validationFailed("friendly_name is required");
    const name = input.friendly_name.trim();
    if (name.length > MAX_FRIENDLY_NAME)
      throw validationFailed(`friendly_name must be ${MAX_FRIENDLY_NAME} characters or less`);
    if (!isUuid(passkeyId)) throw passkeyNotFound();
    const row = await one<CredentialRow>(
      this.db,
      `UPDATE auth_webauthn_credential SET friendly_name = $3, updated_at = now()
       WHERE id = $1 AND user_id = $2 AND factor_id IS NULL RETURNING *`,
      [passkeyId, auth.user.id, name],
    );
    if (!row) throw passkeyNotFound();
    return passkeyJson(row);
  }

  async remove(auth: Authenticated, passkeyId: string) {
    await requireManagementAal(this.db, auth);
    if (!isUuid(passkeyId)) throw passkeyNotFound();
    const row = await one<{ id: string }>(
      this.db,
      `DELETE FROM auth_webauthn_credential WHERE id = $1 AND user_id = $2 AND factor_id IS NULL RETURNING id`,
      [passkeyId, auth.user.id],
    );
    if (!row) throw passkeyNotFound();
  }
}

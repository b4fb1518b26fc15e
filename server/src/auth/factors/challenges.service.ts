import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { RateLimiter, RateLimitRule } from "../../http/rate-limit.js";
import type { Logger } from "../../logger.js";
import type { Authenticated, SessionService } from "../sessions/index.js";
import { safeEqual, sha256, sixDigitCode } from "../common/crypto.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { tooMany } from "../common/limits.js";
import { hasVerifiedFactor, one, type FactorRow } from "../common/store.js";
import { upgradeSession } from "./aal.js";
import type { FactorSecrets } from "./factor-secrets.js";
import { isUuid, ownedFactor, UNVERIFIED_FACTOR_TTL_SECONDS } from "./factors.service.js";
import {
  challengeExpired,
  challengeNotFound,
  challengeSpent,
  challengeUsed,
  factorNotFound,
  insufficientAal,
  ipMismatch,
  smsSendFailed,
  verificationFailed,
} from "./factors.errors.js";
import { readChannel, type SmsSender } from "../common/sms-sender.js";
import { matchTotpStep } from "./totp.js";
import type { RelyingParty } from "../webauthn/index.js";
import { proveWebauthn, webauthnChallenge, type WebAuthnVerifyInput } from "./webauthn-factor.js";

export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes a challenge takes before it is spent: a 6-digit phone code stays fixed for the whole challenge. */
export const MAX_FAILED_VERIFY_ATTEMPTS = 5;

interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string;
  otp_code_hash: string | null;
  webauthn_challenge: string | null;
  webauthn_type: "create" | "request" | null;
  verified_at: Date | null;
  failed_attempts: number;
  created_at: Date;
}

const isStale = (factor: FactorRow) =>
  factor.status === "unverified" &&
  Date.now() - new Date(factor.created_at).getTime() >= UNVERIFIED_FACTOR_TTL_SECONDS * 1000;

// Salted with the challenge id, so equal codes never share a stored hash.
const otpHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

/** POST /factors/:id/challenge and /factors/:id/verify. */
export class ChallengesService {
  constructor(
    private readonly db: DataSource,
    private readonly secrets: FactorSecrets,
    private readonly sessions: SessionService,
    private readonly sms: SmsSender,
    private readonly log: Logger,
    private readonly limiter: RateLimiter,
    /** Wrong codes a factor takes per day (MFA_DAILY_FAILURE_LIMIT). */
    private readonly dailyFailures: number,
    /** A phone factor gets at most one SMS per this many seconds (SMS_MAX_FREQUENCY). */
    private readonly smsResendSeconds: number,
    /** Options for, and checks of, WebAuthn factors' ceremonies. */
    private readonly relyingParty: RelyingParty,
  ) {}

  async challenge(auth: Authenticated, factorId: string, input: { channel?: unknown }, ip: string) {
    const factor = await ownedFactor(this.db, auth.user.id, factorId);
    const channel = readChannel(input.channel);
    if (factor.factor_type === "phone") await this.claimSmsSlot(factor);
    else
      await this.db.query(`UPDATE auth_mfa_factor SET last_challenged_at = now(), updated_at = now() WHERE id = $1`, [
        factor.id,
      ]);

    const id = randomUUID();
    const code = factor.factor_type === "phone" ? sixDigitCode() : null;
    const webauthn =
      factor.factor_type === "webauthn" ? await webauthnChallenge(this.db, this.relyingParty, auth, factor) : null;
    const challenge = (await one<ChallengeRow>(
      this.db,
      `INSERT INTO auth_mfa_challenge (id, factor_id, ip_address, otp_code_hash, webauthn_challenge, webauthn_type)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [
        id,
        factor.id,
        ip,
        code === null ? null : otpHash(id, code),
        webauthn?.challenge ?? null,
        webauthn?.type ?? null,
      ],
    ))!;
    if (code !== null) {
      try {
        await this.sms.send({ to: factor.phone, message: `Your SkyCharter verification code is ${code}`, channel });
      } catch (error) {
        this.log.error({ err: error, factorId: factor.id }, "mfa sms send failed");
        // Nothing was sent: drop the challenge and give the resend slot back.
        await this.db.query(`DELETE FROM auth_mfa_challenge WHERE id = $1`, [id]);
        await this.db.query(`UPDATE auth_mfa_factor SET last_challenged_at = $2 WHERE id = $1`, [
          factor.id,
          factor.last_challenged_at,
        ]);
        throw smsSendFailed();
      }
    }
    const expiresAt = Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_TTL_SECONDS;
    if (webauthn)
      return {
        id,
        type: factor.factor_type,
        expires_at: expiresAt,
        webauthn: { type: webauthn.type, credential_options: webauthn.credentialOptions },
      };
    return { id, type: factor.factor_type, expires_at: expiresAt };
  }

  private dailyRule(): RateLimitRule {
    return { limit: this.dailyFailures, windowSeconds: 86_400, fromFirstHit: true };
  }

  /** Marks the phone factor challenged unless it was within the resend interval (atomic, so parallel requests send one SMS). */
  private async claimSmsSlot(factor: FactorRow) {
    const claimed = await one<{ id: string }>(
      this.db,
      `UPDATE auth_mfa_factor SET last_challenged_at = now(), updated_at = now()
       WHERE id = $1 AND (last_challenged_at IS NULL OR last_challenged_at <= now() - make_interval(secs => $2)) RETURNING id`,
      [factor.id, this.smsResendSeconds],
    );
    if (claimed) return;
    const last = factor.last_challenged_at ? new Date(factor.last_challenged_at).getTime() : Date.now();
    const wait = Math.max(1, Math.ceil((last + this.smsResendSeconds * 1000 - Date.now()) / 1000));
    throw tooMany(
      wait,
      "over_sms_send_rate_limit",
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }

  async verify(
    auth: Authenticated,
    factorId: string,
    input: { challenge_id?: unknown; code?: unknown; webauthn?: WebAuthnVerifyInput },
    ip: string,
  ) {
    const code = typeof input.code === "string" ? input.code.trim() : "";
    // A WebAuthn factor answers with the browser's credential instead of a code (checked once the factor is known).
    if (!code && !input.webauthn) throw validationFailed("Code needs to be non-empty");
    if (!isUuid(input.challenge_id)) throw validationFailed("challenge_id must be a UUID");
    const challengeId = input.challenge_id;

    // Errors that must outlive the transaction (a deleted row, a counted guess) are returned and thrown after the commit.
    const outcome = await this.db.transaction(
      async (tx): Promise<{ refused: AuthError } | { session: Awaited<ReturnType<SessionService["sessionJson"]>> }> => {
        // The user row first (as enrolment does), so two new factors cannot both pass the "no verified factor yet" check.
        await tx.query(`SELECT id FROM auth_user WHERE id = $1 FOR UPDATE`, [auth.user.id]);
        const factor = await ownedFactor(tx, auth.user.id, factorId, true);
        if (isStale(factor)) {
          await tx.query(`DELETE FROM auth_mfa_factor WHERE id = $1`, [factor.id]);
          return { refused: factorNotFound() };
        }
        // As enrolment: once a factor is verified, adding another one takes an aal2 session.
        if (
          factor.status === "unverified" &&
          auth.session.aal !== "aal2" &&
          (await hasVerifiedFactor(tx, auth.user.id))
        ) {
          throw insufficientAal(403, "verify a new factor");
        }
        const challenge = await one<ChallengeRow>(
          tx,
          `SELECT * FROM auth_mfa_challenge WHERE id = $1 AND factor_id = $2 FOR UPDATE`,
          [challengeId, factor.id],
        );
        if (!challenge) throw challengeNotFound();
        if (challenge.verified_at) throw challengeUsed(challenge.id);
        if (challenge.failed_attempts >= MAX_FAILED_VERIFY_ATTEMPTS) throw challengeSpent(challenge.id);
        if (challenge.ip_address !== ip) throw ipMismatch();
        if (Date.now() - new Date(challenge.created_at).getTime() >= CHALLENGE_TTL_SECONDS * 1000) {
          await tx.query(`DELETE FROM auth_mfa_challenge WHERE id = $1`, [challenge.id]);
          return { refused: challengeExpired(challenge.id) };
        }

        // Paid before the check (parallel guesses cannot slip past): at 15 a minute, a 6-digit code falls in about two weeks.
        const budget = await this.limiter.hit(`mfa:factor:${factor.id}:failed`, this.dailyRule());
        if (!budget.allowed)
          return {
            refused: tooMany(
              budget.retryAfter,
              "over_request_rate_limit",
              "Too many wrong codes for this factor today, try again later",
            ),
          };

        let matched = true;
        let refusal: AuthError | null = null;
        if (factor.factor_type === "webauthn") {
          refusal = await proveWebauthn(tx, this.relyingParty, factor, challenge, input.webauthn);
          matched = refusal === null;
        } else if (!code) {
          throw validationFailed("Code needs to be non-empty");
        } else if (factor.factor_type === "totp") {
          const lastStep = factor.last_used_step === null ? null : Number(factor.last_used_step);
          const step = factor.secret
            ? await matchTotpStep(this.secrets.open(factor.id, factor.secret), code, lastStep)
            : null;
          if (step === null) matched = false;
          else await tx.query(`UPDATE auth_mfa_factor SET last_used_step = $2 WHERE id = $1`, [factor.id, step]);
        } else if (!challenge.otp_code_hash || !safeEqual(otpHash(challenge.id, code), challenge.otp_code_hash)) {
          matched = false;
        }
        if (!matched) {
          await tx.query(`UPDATE auth_mfa_challenge SET failed_attempts = failed_attempts + 1 WHERE id = $1`, [
            challenge.id,
          ]);
          return { refused: refusal ?? verificationFailed(factor.factor_type === "totp" ? "totp" : "phone") };
        }

        await this.limiter.giveBack(`mfa:factor:${factor.id}:failed`, this.dailyRule(), budget.windowStart);
        await tx.query(`UPDATE auth_mfa_challenge SET verified_at = now() WHERE id = $1`, [challenge.id]);
        await tx.query(`UPDATE auth_mfa_factor SET status = 'verified', updated_at = now() WHERE id = $1`, [factor.id]);
        // As in Supabase Auth, other never-verified factors of this type are abandoned attempts;
        // stale ones of any type go too, so none is left for a later verify to raise a session through.
        await tx.query(
          `DELETE FROM auth_mfa_factor WHERE user_id = $1 AND status = 'unverified' AND id <> $3
         AND (factor_type = $2 OR created_at < now() - make_interval(secs => $4))`,
          [auth.user.id, factor.factor_type, factor.id, UNVERIFIED_FACTOR_TTL_SECONDS],
        );
        const { session, refreshToken } = await upgradeSession(tx, this.sessions, auth.session.id, factor);
        return { session: await this.sessions.sessionJson(tx, auth.user.id, session, refreshToken) };
      },
    );
    if ("refused" in outcome) throw outcome.refused;
    return outcome.session;
  }
}

import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { enqueueMail } from "../../mail/outbox.js";
import { reauthenticationEmail } from "../../mail/templates.js";
import type { MailNotifier } from "../../mail/outbox.js";
import type { Authenticated } from "../sessions/index.js";
import { safeEqual, sha256, sixDigitCode } from "../common/crypto.js";
import { AuthError } from "../common/errors.js";
import { throttleEmail } from "../common/limits.js";
import { one, type SessionRow } from "../common/store.js";

/** A mailed code is short-lived: it stands in for a fresh proof that the inbox is the owner's. */
export const REAUTHENTICATION_CODE_TTL_SECONDS = 600;
/** Wrong tries a code survives; then it is void and a new one must be mailed (throttled). */
const MAX_WRONG_CODES = 5;

export const reauthenticationNeeded = () =>
  new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
const codeNotValid = () => new AuthError(422, "reauthentication_not_valid", "Nonce has expired or is invalid");

// Salted with the account: the same six digits hash differently for everyone.
const codeHash = (userId: string, code: string) => sha256(`reauthentication:${userId}:${code}`);

interface StoredCode {
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  reauthentication_failures: number;
}

/**
 * GoTrue's reauthentication: GET /reauthenticate mails a one-time code, and PUT /user asks for it
 * (`nonce`) before setting a password, so an access token alone cannot take the account over.
 */
export class ReauthenticationService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
  ) {}

  /** GET /reauthenticate: a new code to the account's confirmed address (the previous one stops working). */
  async send(auth: Authenticated): Promise<void> {
    const { user } = auth;
    if (!user.email)
      throw new AuthError(
        422,
        "validation_failed",
        "Reauthentication requires the user to have an email or a phone number",
      );
    if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Please verify your email first.");
    await throttleEmail(this.limiter, "reauthentication", user.email, this.config.smtpMaxFrequencySeconds);
    const code = sixDigitCode();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE auth_user SET reauthentication_token = $2, reauthentication_sent_at = now(), reauthentication_failures = 0 WHERE id = $1`,
        [user.id, codeHash(user.id, code)],
      );
      const minutes = REAUTHENTICATION_CODE_TTL_SECONDS / 60;
      await enqueueMail(tx, {
        to: user.email!,
        locale: user.locale,
        kind: "reauthentication",
        ...reauthenticationEmail({ locale: user.locale, code, minutes }),
      });
    });
    this.mail.poke();
  }

  /**
   * Whether this session must show a code to set a password. A session an emailed link or code
   * opened a moment ago is spared (it just proved the inbox; recovery and invitations rely on it);
   * one a texted code opened is not, though its amr is the same "otp".
   */
  required(session: SessionRow): boolean {
    if (!this.config.passwordChangeRequiresReauthentication) return false;
    const grace = this.config.reauthenticationGraceSeconds;
    const opened = session.opened_by_email_at ? new Date(session.opened_by_email_at).getTime() : null;
    return !(grace > 0 && opened !== null && Date.now() - opened < grace * 1000);
  }

  /**
   * Checks a code before the change's transaction, so a wrong try is counted even though the change
   * is refused. Returns the stored hash for `spend`.
   */
  async check(userId: string, nonce: unknown): Promise<string> {
    if (typeof nonce !== "string" || !nonce) throw reauthenticationNeeded();
    const stored = await one<StoredCode>(
      this.db,
      `SELECT reauthentication_token, reauthentication_sent_at, reauthentication_failures FROM auth_user WHERE id = $1`,
      [userId],
    );
    const token = stored?.reauthentication_token;
    const sentAt = stored?.reauthentication_sent_at ? new Date(stored.reauthentication_sent_at).getTime() : 0;
    if (!token || Date.now() - sentAt > REAUTHENTICATION_CODE_TTL_SECONDS * 1000) throw codeNotValid();
    if (!safeEqual(codeHash(userId, nonce.trim()), token)) {
      // The last allowed wrong try voids the code: six digits must not be guessable by persistence.
      await this.db.query(
        `UPDATE auth_user SET reauthentication_failures = reauthentication_failures + 1,
           reauthentication_token = CASE WHEN reauthentication_failures + 1 >= $3 THEN NULL ELSE reauthentication_token END
         WHERE id = $1 AND reauthentication_token = $2`,
        [userId, token, MAX_WRONG_CODES],
      );
      throw codeNotValid();
    }
    return token;
  }

  /** Inside the change's transaction: the code is used up with it (and survives if the change fails). */
  async spend(tx: EntityManager, userId: string, token: string): Promise<void> {
    const spent = await one<{ id: string }>(
      tx,
      `UPDATE auth_user SET reauthentication_token = NULL, reauthentication_sent_at = NULL, reauthentication_failures = 0
       WHERE id = $1 AND reauthentication_token = $2 RETURNING id`,
      [userId, token],
    );
    // Another request spent it first.
    if (!spent) throw codeNotValid();
  }
}

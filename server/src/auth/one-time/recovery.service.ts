import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import { enqueueMail, type MailNotifier } from "../../mail/outbox.js";
import { recoveryEmail } from "../../mail/templates.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { readEmailField } from "../common/account-fields.js";
import { throttleEmail } from "../common/limits.js";
import {
  allowedRedirect,
  createFlowState,
  createOneTimeToken,
  readPkce,
  verifyLink,
  type PkceParams,
} from "../common/one-time-tokens.js";
import { findUserByEmail } from "../common/store.js";

/** POST /recover: a recovery link for a known address, and the same empty answer for any. */
export class RecoveryService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
  ) {}

  /** Always answers the same, known address or not; the owner of a known one gets a link. */
  async recover(body: { email?: unknown } & PkceParams, redirectTo: string | undefined): Promise<void> {
    const email = readEmailField(body.email);
    const pkce = readPkce(body);
    await throttleEmail(this.limiter, "recovery", email, this.config.smtpMaxFrequencySeconds);
    const sent = await this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return false;
      const redirect = allowedRedirect(this.config, redirectTo);
      const flowStateId = pkce
        ? await createFlowState(tx, pkce, { userId: user.id, method: "recovery", redirectTo: redirect })
        : null;
      const token = await createOneTimeToken(tx, user.id, "recovery", flowStateId);
      const link = verifyLink(this.config, token, "recovery", redirect);
      await enqueueMail(tx, {
        to: user.email!,
        locale: user.locale,
        kind: "recovery",
        ...recoveryEmail({ locale: user.locale, link }),
      });
      await tx.query(`UPDATE auth_user SET recovery_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
      return true;
    });
    if (sent) this.mail.poke();
    else this.log.debug("recovery requested for an unknown address");
  }
}

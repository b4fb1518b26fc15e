import type { EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import { enqueueMail } from "../../mail/outbox.js";
import { signupConfirmationEmail } from "../../mail/templates.js";
import {
  allowedRedirect,
  createFlowState,
  createOneTimeToken,
  verifyLink,
  type PendingSignUp,
  type readPkce,
} from "../common/one-time-tokens.js";
import type { UserRow } from "../common/store.js";

/**
 * Mails a confirmation link. With a sign-up's pending details the link activates that password;
 * without (`null`), it only confirms the address and leaves other sign-ups' links alone.
 */
export async function mailConfirmation(
  tx: EntityManager,
  config: AuthConfig,
  user: UserRow,
  redirectTo: string | undefined,
  pkce: ReturnType<typeof readPkce>,
  pending: PendingSignUp | null,
) {
  const redirect = allowedRedirect(config, redirectTo);
  const flowStateId = pkce
    ? await createFlowState(tx, pkce, { userId: user.id, method: "email/signup", redirectTo: redirect })
    : null;
  const token = await createOneTimeToken(tx, user.id, "confirmation", flowStateId, pending ?? undefined, {
    keepOthers: !pending,
  });
  const link = verifyLink(config, token, "signup", redirect);
  const name = typeof pending?.userMetadata.name === "string" ? pending.userMetadata.name : "";
  const locale = pending?.locale ?? user.locale;
  await enqueueMail(tx, {
    to: user.email!,
    locale,
    kind: "signup_confirmation",
    ...signupConfirmationEmail({ locale, name, link }),
  });
  await tx.query(`UPDATE auth_user SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
}

import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import { localeFrom, readSignUpData } from "../common/account-fields.js";
import { AuthError, signupDisabled } from "../common/errors.js";
import type { ClientInfo, SessionService } from "../sessions/index.js";
import { insertUserWithoutEmail } from "../common/store.js";

/**
 * POST /signup with neither address (auth-js's signInAnonymously): refused in Supabase Auth's words
 * unless ANONYMOUS_SIGNIN_ENABLED; then a new account with no address and a session whose user and
 * access token say is_anonymous. What such a session may use is in docs/auth.md.
 */
export async function signInAnonymously(
  db: DataSource,
  sessions: SessionService,
  config: Pick<AuthConfig, "anonymousSignIn" | "disableSignup">,
  input: { data?: unknown },
  client: ClientInfo & { acceptLanguage?: string },
) {
  if (!config.anonymousSignIn)
    throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  if (config.disableSignup) throw signupDisabled();
  const data = readSignUpData(input.data);
  return db.transaction(async (tx) => {
    const user = await insertUserWithoutEmail(tx, {
      phone: null,
      userMetadata: data,
      locale: localeFrom(data, client.acceptLanguage),
    });
    return sessions.signIn(tx, user, "anonymous", client);
  });
}

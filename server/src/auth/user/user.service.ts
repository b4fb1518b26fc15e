import type { DataSource } from "typeorm";
import { assertStrongPassword } from "../common/account-fields.js";
import type { Authenticated, SessionService } from "../sessions/index.js";
import type { EmailChangeService } from "./email-change.service.js";
import { AuthError } from "../common/errors.js";
import { readPkce, type PkceParams } from "../common/one-time-tokens.js";
import { hashPassword, verifyPassword, type PasswordRules } from "../common/passwords.js";
import type { ReauthenticationService } from "./reauthentication.service.js";
import { userPayload } from "../common/serialize.js";
import { factorsOf, findUserById } from "../common/store.js";

export interface UserUpdate extends PkceParams {
  email?: unknown;
  password?: unknown;
  /** The code GET /reauthenticate mailed, when a new password needs it. */
  nonce?: unknown;
  data?: unknown;
}

/** GET/PUT /user: the signed-in user's own account. */
export class UserService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly emailChange: EmailChangeService,
    private readonly reauthentication: ReauthenticationService,
    private readonly passwordRules: PasswordRules,
  ) {}

  get(auth: Authenticated) {
    return userPayload(this.db, auth.user);
  }

  /** `redirectTo`: where the email-change link lands (auth-js sends it as ?redirect_to=). */
  async update(auth: Authenticated, body: UserUpdate, redirectTo?: string) {
    // Checked before anything is written, as in Supabase Auth.
    const newEmail = await this.emailChange.validate(auth, body.email);
    const pkce = newEmail ? readPkce(body) : null;
    if (newEmail) await this.emailChange.throttle(auth.user, newEmail);
    const password = body.password === undefined ? null : await this.checkNewPassword(auth, body.nonce, body.password);
    await this.db.transaction(async (tx) => {
      if (body.data && typeof body.data === "object") {
        // Merge; a null value removes the key, as in Supabase Auth.
        const merged = { ...auth.user.user_metadata };
        for (const [key, value] of Object.entries(body.data as Record<string, unknown>)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        await tx.query(`UPDATE auth_user SET user_metadata = $2, updated_at = now() WHERE id = $1`, [
          auth.user.id,
          JSON.stringify(merged),
        ]);
      }
      if (password) {
        if (await verifyPassword(auth.user.encrypted_password, password.value)) {
          throw new AuthError(422, "same_password", "New password should be different from the old password.");
        }
        if (password.code) await this.reauthentication.spend(tx, auth.user.id, password.code);
        await tx.query(`UPDATE auth_user SET encrypted_password = $2, updated_at = now() WHERE id = $1`, [
          auth.user.id,
          await hashPassword(password.value),
        ]);
        await this.sessions.endOtherSessions(tx, auth.user.id, auth.session.id);
      }
      if (newEmail) await this.emailChange.request(tx, auth.user, newEmail, redirectTo, pkce);
    });
    if (newEmail) this.emailChange.delivered();
    return userPayload(this.db, (await findUserById(this.db, auth.user.id))!);
  }

  /** Supabase Auth's order: the password's strength, the second factor, then the reauthentication code. */
  private async checkNewPassword(
    auth: Authenticated,
    nonce: unknown,
    value: unknown,
  ): Promise<{ value: string; code: string | null }> {
    const password = assertStrongPassword(value, this.passwordRules);
    const verified = (await factorsOf(this.db, auth.user.id)).some((f) => f.status === "verified");
    if (verified && auth.session.aal !== "aal2")
      throw new AuthError(401, "insufficient_aal", "AAL2 session is required to update password");
    const code = this.reauthentication.required(auth.session)
      ? await this.reauthentication.check(auth.user.id, nonce)
      : null;
    return { value: password, code };
  }
}

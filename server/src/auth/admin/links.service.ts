import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import { writeAudit } from "../../core/audit.js";
import { assertStrongPassword, passwordRules, readEmailField, readSignUpData } from "../common/account-fields.js";
import { validationFailed } from "../common/errors.js";
import { inviteAddress } from "./invitations.js";
import { sixDigitCode } from "../common/crypto.js";
import {
  allowedRedirect,
  createOneTimeToken,
  dropLinks,
  verifyLink,
  type PendingSignUp,
} from "../common/one-time-tokens.js";
import { hashPassword } from "../common/passwords.js";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isOpenSignUp,
  lockEmail,
  type EmailChangeSide,
  type UserRow,
} from "../common/store.js";
import { duplicateEmail } from "./admin.errors.js";
import type { Body } from "./params.js";
import { oneUserJson } from "./serialize-many.js";
import { AuthError } from "../common/errors.js";

const LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"] as const;
type LinkType = (typeof LINK_TYPES)[number];

/** What one generated link is: its secret, the /verify type it is followed with, and its user. */
interface Issued {
  user: UserRow;
  token: string;
  /** The type the link carries to /verify (GoTrue's verification_type). */
  verificationType: string;
  /** The code that redeems the same token (a magic link's), or "" where there is none. */
  emailOtp?: string;
}

const str = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * POST /admin/generate_link: Supabase Auth's links, handed to the caller instead of mailed. Each is
 * the link our own emails carry for that type (GET /verify), so it signs in, confirms or changes the
 * address exactly as the emailed one would. `hashed_token` is the link's secret, which POST /verify
 * takes as token_hash. `email_otp` is a magic link's code (the one POST /otp mails beside it); other
 * types have none.
 */
export class AdminLinksService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
  ) {}

  async generate(body: Body, queryRedirect: string | undefined) {
    const email = readEmailField(body.email);
    const redirect = allowedRedirect(this.config, str(body.redirect_to) ?? queryRedirect);
    const type = body.type as LinkType;
    if (!LINK_TYPES.includes(type))
      throw validationFailed(`Invalid email action link type requested: ${String(body.type ?? "")}`);
    const signUp = type === "signup" ? await this.readSignUp(body) : null;
    const issued = await this.db.transaction(async (tx) => {
      await lockEmail(tx, email);
      const user = await findUserByEmail(tx, email);
      const result = await this.issue(tx, type, email, user, body, signUp);
      if (type !== "invite") {
        await writeAudit(tx, [
          {
            actorUserId: null,
            action: "user.link",
            entity: "auth_user",
            entityId: result.user.id,
            before: null,
            after: { type: result.verificationType },
          },
        ]);
      }
      return { ...result, json: await oneUserJson(tx, (await findUserById(tx, result.user.id))!) };
    });
    const linkType = issued.verificationType.startsWith("email_change") ? "email_change" : issued.verificationType;
    return {
      ...issued.json,
      action_link: verifyLink(this.config, issued.token, linkType, redirect),
      email_otp: issued.emailOtp ?? "",
      hashed_token: issued.token,
      redirect_to: redirect,
      verification_type: issued.verificationType,
    };
  }

  private async readSignUp(body: Body): Promise<PendingSignUp> {
    if (!str(body.password)) throw validationFailed("Signup requires a valid password");
    const password = assertStrongPassword(body.password, passwordRules(this.config));
    const data = readSignUpData(body.data);
    const locale = typeof data.locale === "string" ? data.locale.slice(0, 2) : "en";
    return { encryptedPassword: await hashPassword(password), userMetadata: data, locale };
  }

  private async issue(
    tx: EntityManager,
    type: LinkType,
    email: string,
    user: UserRow | null,
    body: Body,
    signUp: PendingSignUp | null,
  ): Promise<Issued> {
    if (!user && (type === "recovery" || type.startsWith("email_change")))
      throw new AuthError(404, "user_not_found", "User with this email not found");
    switch (type) {
      case "signup":
        return this.signUpLink(tx, email, user, signUp!);
      case "magiclink":
        // As Supabase Auth: a magic link to an unknown address is a sign-up link for a new account.
        return user ? this.magicLink(tx, user) : this.signUpLink(tx, email, null, null);
      case "recovery":
        return this.recoveryLink(tx, user!, "recovery");
      case "invite":
        return this.inviteLink(tx, email, body);
      default:
        return this.emailChangeLink(tx, user!, type === "email_change_current" ? "current" : "new", body.new_email);
    }
  }

  /**
   * A confirmation link carrying the sign-up's password (activated only when it is followed), for a
   * new address or a customer's own unconfirmed sign-up; never for a confirmed, invited or staff account.
   */
  private async signUpLink(
    tx: EntityManager,
    email: string,
    existing: UserRow | null,
    pending: PendingSignUp | null,
  ): Promise<Issued> {
    if (existing && (existing.email_confirmed_at || !isOpenSignUp(existing))) throw duplicateEmail();
    const user =
      existing ??
      (await insertUser(tx, {
        email,
        encryptedPassword: null,
        confirmed: false,
        userMetadata: pending?.userMetadata ?? {},
        locale: pending?.locale ?? "en",
        provider: "email",
      }));
    const token = await createOneTimeToken(tx, user.id, "confirmation", null, pending ?? undefined, {
      keepOthers: !pending,
    });
    await tx.query(`UPDATE auth_user SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
    return { user, token, verificationType: "signup" };
  }

  private async recoveryLink(tx: EntityManager, user: UserRow, type: "recovery"): Promise<Issued> {
    const token = await createOneTimeToken(tx, user.id, "recovery", null);
    await tx.query(`UPDATE auth_user SET recovery_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
    return { user, token, verificationType: type };
  }

  /** The passwordless sign-in's token: the link, and the code POST /verify type=email takes. */
  private async magicLink(tx: EntityManager, user: UserRow): Promise<Issued> {
    const code = sixDigitCode();
    const token = await createOneTimeToken(tx, user.id, "magiclink", null, undefined, { code });
    return { user, token, verificationType: "magiclink", emailOtp: code };
  }

  /** The invitation of POST /invite and the back office, without its email. */
  private async inviteLink(tx: EntityManager, email: string, body: Body): Promise<Issued> {
    const outcome = await inviteAddress(tx, {
      email,
      userMetadata: readSignUpData(body.data),
      locale: "en",
      actorUserId: null,
      mailLink: null,
    });
    if (outcome.kind === "taken") throw duplicateEmail();
    return { user: outcome.user, token: outcome.token, verificationType: "invite" };
  }

  /**
   * One side's link of an email change to `new_email`. Following it counts as that side's
   * confirmation; with secure email change both sides' links must be followed, as when the user
   * asks. Asking for the other side's link for the same address keeps the first one working.
   */
  private async emailChangeLink(
    tx: EntityManager,
    user: UserRow,
    side: EmailChangeSide,
    value: unknown,
  ): Promise<Issued> {
    if (side === "current" && !this.config.secureEmailChange)
      throw validationFailed("Enable secure email change to generate link for current email");
    const newEmail = readEmailField(value);
    await lockEmail(tx, newEmail);
    const holder = await findUserByEmail(tx, newEmail);
    if (holder && holder.id !== user.id) throw duplicateEmail();
    if (user.email_change !== newEmail) {
      const sides: EmailChangeSide[] = this.config.secureEmailChange && user.email ? ["new", "current"] : ["new"];
      await dropLinks(tx, user.id, "email_change");
      await tx.query(
        `UPDATE auth_user SET email_change = $2, email_change_awaiting = $3, email_change_sent_at = now(), updated_at = now() WHERE id = $1`,
        [user.id, newEmail, sides],
      );
    }
    await tx.query(
      `DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'email_change' AND coalesce(email_change_side, 'new') = $2`,
      [user.id, side],
    );
    const token = await createOneTimeToken(tx, user.id, "email_change", null, undefined, {
      newEmail,
      side,
      keepOthers: true,
    });
    return { user, token, verificationType: side === "current" ? "email_change_current" : "email_change_new" };
  }
}

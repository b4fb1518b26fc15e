import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { MailNotifier } from "../../mail/outbox.js";
import { localeFrom, readEmailField, readSignUpData } from "../common/account-fields.js";
import { acceptInviteLink, inviteAddress } from "./invitations.js";
import { allowedRedirect, verifyLink } from "../common/one-time-tokens.js";
import { findUserById } from "../common/store.js";
import { duplicateEmail } from "./admin.errors.js";
import type { Body } from "./params.js";
import { oneUserJson } from "./serialize-many.js";

/**
 * POST /invite (service role): Supabase Auth's invitation, made by the same inviteAddress as the
 * back office's staff invitations, so an invited address is protected the same way whoever invited
 * it. The account is a customer's (an unconfirmed staff invitation keeps its role). The email links
 * to the accept-invite page the back office's invitations use, or, when the caller names a
 * redirect_to, to GET /verify, which lands there with the session (type=invite).
 */
export class AdminInviteService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly mail: MailNotifier,
  ) {}

  async invite(body: Body, redirectTo: string | undefined, acceptLanguage: string | undefined) {
    const email = readEmailField(body.email);
    const data = readSignUpData(body.data);
    const mailLink = redirectTo
      ? (token: string) => verifyLink(this.config, token, "invite", allowedRedirect(this.config, redirectTo))
      : (token: string) => acceptInviteLink(this.config.siteUrl, token);
    const answer = await this.db.transaction(async (tx) => {
      const outcome = await inviteAddress(tx, {
        email,
        userMetadata: data,
        locale: localeFrom(data, acceptLanguage),
        actorUserId: null,
        mailLink,
      });
      if (outcome.kind === "taken") throw duplicateEmail();
      return oneUserJson(tx, (await findUserById(tx, outcome.user.id))!);
    });
    this.mail.poke();
    return answer;
  }
}

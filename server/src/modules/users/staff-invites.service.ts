import type { DataSource } from "typeorm";
import type { MailNotifier } from "../../mail/outbox.js";
import { acceptInviteLink, inviteAddress } from "../../auth/admin/index.js";
import { isAccountEmail, normalizeEmail } from "../../auth/common/store.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { resolveMailLocale } from "../../mail/templates.js";
import { Role } from "./role.enum.js";
import { readUser } from "./user-rows.js";
import type { User } from "./user.js";

const NAME_MAX = 120;

export interface StaffInviteInput {
  email: string;
  role: Role;
  name: string | null | undefined;
  /** The inviter's chosen language (the web's locale); the invitation is written in it. */
  locale: string | null | undefined;
}

/**
 * Invitations to the staff back office, made by auth's inviteAddress as the admin API's /invite
 * makes them: a new address gets an unconfirmed account with the role and no password; an
 * unconfirmed one is promoted with its pending sign-up links withdrawn, so nobody's pre-chosen
 * password becomes a staff password. A confirmed account is CONFLICT: the invitation link signs in
 * whoever holds it, which must never reach an account someone already uses — an admin changes
 * that account's role in the list instead.
 */
export class StaffInvitesService {
  constructor(
    private readonly db: DataSource,
    private readonly siteUrl: string,
    private readonly mail: MailNotifier,
  ) {}

  async invite(input: StaffInviteInput, actorUserId: string): Promise<User> {
    const email = normalizeEmail(input.email);
    const name = input.name?.trim() || null;
    const problems: FieldProblem[] = [];
    if (!isAccountEmail(email)) problems.push({ field: "email", message: "A valid email address." });
    if (input.role === Role.CUSTOMER) problems.push({ field: "role", message: "Invitations are for STAFF or ADMIN." });
    if (name && name.length > NAME_MAX) problems.push({ field: "name", message: `At most ${NAME_MAX} characters.` });
    if (problems.length) throw badInput(problems);
    const role = input.role.toLowerCase() as "staff" | "admin";

    const user = await this.db.transaction(async (tx) => {
      const [inviter] = (await tx.query(`SELECT locale FROM auth_user WHERE id = $1`, [actorUserId])) as {
        locale: string;
      }[];
      const outcome = await inviteAddress(tx, {
        email,
        role,
        userMetadata: name ? { name } : {},
        locale: resolveMailLocale(input.locale ?? inviter?.locale),
        actorUserId,
        mailLink: (token) => acceptInviteLink(this.siteUrl, token),
      });
      if (outcome.kind === "taken") {
        throw new AppError(
          ErrorCode.CONFLICT,
          "This address already has an account: change its role in the list instead.",
        );
      }
      return readUser(tx, outcome.user.id);
    });
    this.mail.poke();
    return user;
  }
}

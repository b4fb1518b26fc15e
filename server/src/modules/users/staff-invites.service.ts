import type { DataSource } from "typeorm";
import type { MailNotifier } from "../../mail/outbox.js";
import { isUnproven } from "../../auth/address-proof.js";
import { createOneTimeToken, dropLinks } from "../../auth/links.js";
import {
  findUserByEmail,
  insertUser,
  isAccountEmail,
  lockEmail,
  normalizeEmail,
  type Db,
  type UserRow,
} from "../../auth/store.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { resolveMailLocale, staffInviteEmail } from "../../mail/templates.js";
import { writeAudit } from "../audit/audit.js";
import { Role } from "./role.enum.js";
import { readUser } from "./user-rows.js";
import type { User } from "./user.type.js";

const NAME_MAX = 120;
/** The web page an invitation opens: it redeems the link (POST /auth/v1/verify, type=invite), then asks for a password. */
export const ACCEPT_INVITE_PATH = "/accept-invite";

export interface StaffInviteInput {
  email: string;
  role: Role;
  name: string | null | undefined;
  /** The inviter's chosen language (the web's locale); the invitation is written in it. */
  locale: string | null | undefined;
}

/**
 * Invitations to the staff back office. A new address gets an unconfirmed account with the role
 * and no password. An existing *unconfirmed* account (a sign-up never confirmed, or an earlier
 * invitation) is promoted: its pending sign-up links are withdrawn, so only the invitation can
 * confirm the address and nobody's pre-chosen password becomes a staff password. A confirmed
 * account is CONFLICT: the invitation link signs in whoever holds it, which must never reach an
 * account someone already uses — an admin changes that account's role in the list instead.
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
      await lockEmail(tx, email);
      const [inviter] = (await tx.query(`SELECT locale FROM auth_user WHERE id = $1`, [actorUserId])) as {
        locale: string;
      }[];
      const locale = resolveMailLocale(input.locale ?? inviter?.locale);
      const existing = await findUserByEmail(tx, email);
      // An autoconfirmed customer account proves nothing about the address: the invitation takes it
      // over clean, so whoever typed the address is never the one promoted.
      const unprovenCustomer = existing && isUnproven(existing) && existing.role === "customer";
      if (existing?.email_confirmed_at && !unprovenCustomer) {
        throw new AppError(
          ErrorCode.CONFLICT,
          "This address already has an account: change its role in the list instead.",
        );
      }
      let userId: string;
      if (existing) {
        userId = existing.id;
        if (unprovenCustomer) await markUnconfirmed(tx, existing);
        await dropLinks(tx, userId, "confirmation");
        await tx.query(
          `UPDATE auth_user SET role = $2, encrypted_password = NULL, invited_at = now(), locale = $3, user_metadata = CASE WHEN $4::text IS NULL THEN user_metadata ELSE user_metadata || jsonb_build_object('name', $4::text) END,
             updated_at = now() WHERE id = $1`,
          [userId, role, locale, name],
        );
      } else {
        userId = (
          await insertUser(tx, {
            email,
            encryptedPassword: null,
            confirmed: false,
            role,
            userMetadata: name ? { name } : {},
            locale,
            provider: "email",
          })
        ).id;
        await tx.query(`UPDATE auth_user SET invited_at = now() WHERE id = $1`, [userId]);
      }
      const token = await createOneTimeToken(tx, userId, "confirmation", null);
      const link = new URL(ACCEPT_INVITE_PATH, this.siteUrl);
      link.search = new URLSearchParams({ token_hash: token, type: "invite" }).toString();
      await enqueueMail(tx, {
        to: email,
        locale,
        kind: "staff_invite",
        ...staffInviteEmail({ locale, name, link: link.toString() }),
      });
      await tx.query(`UPDATE auth_user SET confirmation_sent_at = now() WHERE id = $1`, [userId]);
      await writeAudit(tx, [
        {
          actorUserId,
          action: "user.invite",
          entity: "auth_user",
          entityId: userId,
          before: existing ? { role: existing.role.toUpperCase() } : null,
          after: { email, role: input.role },
        },
      ]);
      return readUser(tx, userId);
    });
    this.mail.poke();
    return user;
  }
}

/** Back to an unconfirmed account with nothing of its own: only the invitation link may confirm it now. */
async function markUnconfirmed(tx: Db, user: UserRow): Promise<void> {
  await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [user.id]);
  await tx.query(`DELETE FROM auth_mfa_factor WHERE user_id = $1`, [user.id]);
  await tx.query(`DELETE FROM auth_identity WHERE user_id = $1 AND provider <> 'email'`, [user.id]);
  await dropLinks(tx, user.id);
  await tx.query(
    `UPDATE auth_user SET email_confirmed_at = NULL, email_change = NULL, email_change_sent_at = NULL WHERE id = $1`,
    [user.id],
  );
  await tx.query(
    `UPDATE auth_identity SET identity_data = identity_data || '{"email_verified": false}'::jsonb WHERE user_id = $1`,
    [user.id],
  );
}

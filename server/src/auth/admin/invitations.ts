import type { EntityManager } from "typeorm";
import { enqueueMail } from "../../mail/outbox.js";
import { accountInviteEmail, staffInviteEmail } from "../../mail/templates.js";
import { writeAudit } from "../../core/audit.js";
import { isUnproven } from "../common/address-proof.js";
import { createOneTimeToken, dropLinks } from "../common/one-time-tokens.js";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  lockEmail,
  type Db,
  type UserRole,
  type UserRow,
} from "../common/store.js";

// The one way an address is invited: the back office's staff invitations, the admin API's POST
// /invite and its generate_link type=invite all come here, so they leave the same account behind.

/** The web page an invitation opens: it redeems the link (POST /auth/v1/verify, type=invite), then asks for a password. */
export const ACCEPT_INVITE_PATH = "/accept-invite";

/** The invitation link both inviters mail when no other landing page is asked for. */
export function acceptInviteLink(siteUrl: string, token: string): string {
  const link = new URL(ACCEPT_INVITE_PATH, siteUrl);
  link.search = new URLSearchParams({ token_hash: token, type: "invite" }).toString();
  return link.toString();
}

export interface Invitation {
  /** Already checked and normalised. */
  email: string;
  /** The account's role; undefined: a new account is a customer, an existing one keeps its role. */
  role?: UserRole;
  /** Merged into the account's user_metadata (the back office's name, GoTrue's invite `data`). */
  userMetadata: Record<string, unknown>;
  locale: string;
  /** Who invited, for the audit log; null: the service-role key. */
  actorUserId: string | null;
  /** The address the emailed link points at, given the invitation's secret; null: no email (generate_link). */
  mailLink: ((token: string) => string) | null;
}

export type InvitationOutcome = { kind: "taken" } | { kind: "invited"; user: UserRow; token: string };

/**
 * Invites an address, in the caller's transaction. A new address gets an unconfirmed account with
 * no password. An existing *unconfirmed* account (a sign-up never confirmed, or an earlier
 * invitation) is taken over: its pending sign-up links are withdrawn, so only the invitation can
 * confirm the address and nobody's pre-chosen password comes with it. An autoconfirmed customer
 * that never proved its address is handed over clean. Any other confirmed account is `taken`: the
 * invitation link signs in whoever holds it, which must never reach an account someone uses.
 */
export async function inviteAddress(tx: EntityManager, invitation: Invitation): Promise<InvitationOutcome> {
  const { email, locale } = invitation;
  await lockEmail(tx, email);
  const existing = await findUserByEmail(tx, email);
  const unprovenCustomer = existing && isUnproven(existing) && existing.role === "customer";
  if (existing?.email_confirmed_at && !unprovenCustomer) return { kind: "taken" };
  let userId: string;
  if (existing) {
    userId = existing.id;
    if (unprovenCustomer) await markUnconfirmed(tx, existing);
    await dropLinks(tx, userId, "confirmation");
    await tx.query(
      `UPDATE auth_user SET role = coalesce($2::user_role, role), encrypted_password = NULL, invited_at = now(), locale = $3,
         user_metadata = user_metadata || $4::jsonb, updated_at = now() WHERE id = $1`,
      [userId, invitation.role ?? null, locale, JSON.stringify(invitation.userMetadata)],
    );
  } else {
    const created = await insertUser(tx, {
      email,
      encryptedPassword: null,
      confirmed: false,
      role: invitation.role ?? "customer",
      userMetadata: invitation.userMetadata,
      locale,
      provider: "email",
    });
    userId = created.id;
    await tx.query(`UPDATE auth_user SET invited_at = now() WHERE id = $1`, [userId]);
  }
  const token = await createOneTimeToken(tx, userId, "confirmation", null);
  await tx.query(`UPDATE auth_user SET confirmation_sent_at = now() WHERE id = $1`, [userId]);
  const user = (await findUserById(tx, userId))!;
  // Greeted by the name the inviter gave, never one an earlier sign-up of the address chose.
  const name = typeof invitation.userMetadata.name === "string" ? invitation.userMetadata.name : null;
  if (invitation.mailLink) await mailInvitation(tx, user, name, invitation.mailLink(token));
  await writeAudit(tx, [
    {
      actorUserId: invitation.actorUserId,
      action: "user.invite",
      entity: "auth_user",
      entityId: userId,
      before: existing ? { role: existing.role.toUpperCase() } : null,
      after: { email, role: user.role.toUpperCase() },
    },
  ]);
  return { kind: "invited", user, token };
}

/** Staff are invited to the back office; a customer to an account of their own. */
async function mailInvitation(tx: EntityManager, user: UserRow, name: string | null, link: string): Promise<void> {
  const input = { locale: user.locale, name, link };
  const staff = user.role !== "customer";
  await enqueueMail(tx, {
    to: user.email!,
    locale: user.locale,
    kind: staff ? "staff_invite" : "account_invite",
    ...(staff ? staffInviteEmail(input) : accountInviteEmail(input)),
  });
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

import type { DataSource, EntityManager } from "typeorm";
import { lockForTransaction } from "../../core/advisory-lock.js";
import { containsPattern } from "../../core/search.js";
import { writeAudit } from "../../core/audit.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { dropLinks } from "../common/one-time-tokens.js";
import { hashPassword, type PasswordRules } from "../common/passwords.js";
import { findUserByEmail, lockEmail, many, one, type UserRow } from "../common/store.js";
import type { AccountRules } from "./account-rules.js";
import { duplicateEmail, duplicatePhone, inAuthTerms, loadUser } from "./admin.errors.js";
import { mergeMetadata, readAdminUserParams, readPagination, type AdminUserParams, type Body } from "./params.js";
import { oneUserJson, usersJson } from "./serialize-many.js";

/** The service-role key acts for no person: its audit rows have no actor. */
const SERVICE_ROLE_ACTOR = null;

const lockPhone = (tx: EntityManager, phone: string) => lockForTransaction(tx, `phone:${phone}`);

async function phoneTakenByOther(tx: EntityManager, phone: string, userId: string | null): Promise<boolean> {
  const holder = await one<{ id: string }>(tx, `SELECT id FROM auth_user WHERE phone = $1 AND id IS DISTINCT FROM $2`, [
    phone,
    userId,
  ]);
  return Boolean(holder);
}

/** app_metadata as stored: our role lives in its own column, and the User object adds it back. */
const storedAppMetadata = ({ role: _role, ...rest }: Record<string, unknown>) => rest;

const until = (banMs: number) => (banMs > 0 ? new Date(Date.now() + banMs) : null);

/** /admin/users: Supabase Auth's user administration, under the rules the back office keeps. */
export class AdminUsersService {
  constructor(
    private readonly db: DataSource,
    private readonly passwordRules: PasswordRules,
    private readonly rules: AccountRules,
  ) {}

  /** One page, newest first, and the total; `filter` matches the address or name anywhere. */
  async list(query: { page?: unknown; per_page?: unknown; filter?: unknown }) {
    const { page, perPage } = readPagination(query);
    const text = typeof query.filter === "string" && query.filter.trim() ? query.filter.trim().toLowerCase() : null;
    const pattern = text && containsPattern(text, "filter", []);
    const where = `($1::text IS NULL OR email LIKE $1 ESCAPE '\\' OR lower(user_metadata->>'name') LIKE $1 ESCAPE '\\' OR lower(user_metadata->>'full_name') LIKE $1 ESCAPE '\\')`;
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM auth_user WHERE ${where}`, [
      pattern,
    ])) as { total: number }[];
    const rows = await many<UserRow>(
      this.db,
      `SELECT * FROM auth_user WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [pattern, perPage, (page - 1) * perPage],
    );
    return { users: await usersJson(this.db, rows), total, page, perPage };
  }

  async get(id: string) {
    return oneUserJson(this.db, await loadUser(this.db, id));
  }

  async create(body: Body) {
    // As Supabase Auth: an empty password is none (the account has no password until one is set).
    const params = readAdminUserParams(
      body.password === "" ? { ...body, password: undefined } : body,
      this.passwordRules,
    );
    if (!params.email && !params.phone) throw validationFailed("Cannot create a user without either an email or phone");
    if (params.password !== undefined && params.passwordHash)
      throw validationFailed("Only a password or a password hash should be provided");
    // Staff rights go only to a proven address; creating with email_confirm is the operator vouching for it.
    if (params.appRole && params.appRole !== "customer" && !(params.email && params.emailConfirm))
      throw validationFailed("A staff or admin account needs a confirmed email address: set email_confirm");
    const encryptedPassword = params.passwordHash ?? (params.password ? await hashPassword(params.password) : null);
    return inAuthTerms(() =>
      this.db.transaction(async (tx) => {
        const user = await this.insert(tx, params, encryptedPassword);
        if (params.banMs !== undefined)
          await this.rules.setBannedUntil(tx, user.id, until(params.banMs), SERVICE_ROLE_ACTOR);
        await writeAudit(tx, [
          {
            actorUserId: SERVICE_ROLE_ACTOR,
            action: "user.create",
            entity: "auth_user",
            entityId: user.id,
            before: null,
            after: { email: user.email, phone: user.phone || null, role: user.role.toUpperCase() },
          },
        ]);
        return oneUserJson(tx, await loadUser(tx, user.id));
      }),
    );
  }

  private async insert(tx: EntityManager, params: AdminUserParams, encryptedPassword: string | null) {
    if (params.email) {
      await lockEmail(tx, params.email);
      if (await findUserByEmail(tx, params.email)) throw duplicateEmail();
    }
    if (params.phone) {
      await lockPhone(tx, params.phone);
      if (await phoneTakenByOther(tx, params.phone, null)) throw duplicatePhone();
    }
    if (params.id && (await one(tx, `SELECT 1 FROM auth_user WHERE id = $1`, [params.id])))
      throw new AuthError(422, "user_already_exists", "User already registered");
    const providers = [...(params.email ? ["email"] : []), ...(params.phone ? ["phone"] : [])];
    const locale = typeof params.userMetadata?.locale === "string" ? params.userMetadata.locale.slice(0, 2) : "en";
    const user = (await one<UserRow>(
      tx,
      `INSERT INTO auth_user (id, email, phone, encrypted_password, email_confirmed_at, email_proven_at, phone_confirmed_at, role, user_metadata, app_metadata, locale)
       VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, CASE WHEN $5 THEN now() END, CASE WHEN $5 THEN now() END, CASE WHEN $6 THEN now() END,
         $7, $8, $9, $10) RETURNING *`,
      [
        params.id ?? null,
        params.email ?? null,
        params.phone ?? "",
        encryptedPassword,
        Boolean(params.email) && params.emailConfirm,
        Boolean(params.phone) && params.phoneConfirm,
        params.appRole ?? "customer",
        JSON.stringify(params.userMetadata ?? {}),
        JSON.stringify({
          provider: providers[0],
          providers,
          ...storedAppMetadata(params.appMetadata ?? {}),
        }),
        ["en", "es", "ar", "zh"].includes(locale) ? locale : "en",
      ],
    ))!;
    if (params.email) await this.upsertIdentity(tx, user.id, "email", params.email, params.emailConfirm);
    if (params.phone) await this.upsertIdentity(tx, user.id, "phone", params.phone, params.phoneConfirm);
    return user;
  }

  /** The account's email or phone identity now names `value` (GoTrue: identity_data's email/phone and *_verified). */
  private async upsertIdentity(
    tx: EntityManager,
    userId: string,
    provider: "email" | "phone",
    value: string,
    verified: boolean,
  ) {
    const data =
      provider === "email" ? { email: value, email_verified: verified } : { phone: value, phone_verified: verified };
    const updated = await many(
      tx,
      `UPDATE auth_identity SET identity_data = identity_data || $3::jsonb, email = CASE WHEN $2::text = 'email' THEN $4::text ELSE email END, updated_at = now()
       WHERE user_id = $1 AND provider = $2::text RETURNING id`,
      [userId, provider, JSON.stringify(data), value],
    );
    if (updated.length) return;
    await tx.query(
      `INSERT INTO auth_identity (user_id, provider, provider_id, identity_data, email) VALUES ($1::uuid, $2, $1::text, $3, $4)`,
      [
        userId,
        provider,
        JSON.stringify({ sub: userId, email_verified: false, phone_verified: false, ...data }),
        provider === "email" ? value : null,
      ],
    );
    await tx.query(
      `UPDATE auth_user SET app_metadata = jsonb_set(app_metadata, '{providers}',
         (SELECT to_jsonb(array_agg(DISTINCT provider)) FROM auth_identity WHERE user_id = $1)) WHERE id = $1`,
      [userId],
    );
  }

  async update(id: string, body: Body) {
    const params = readAdminUserParams(body, this.passwordRules);
    if (params.password !== undefined && params.passwordHash)
      throw validationFailed("Only a password or a password hash should be provided");
    const encryptedPassword =
      params.passwordHash ?? (params.password !== undefined ? await hashPassword(params.password) : undefined);
    return inAuthTerms(() =>
      this.db.transaction(async (tx) => {
        const user = await loadUser(tx, id, true);
        const changed: string[] = [];
        if (params.email && params.email !== user.email) await this.changeEmail(tx, user, params);
        else if (params.emailConfirm && user.email) await this.confirmEmail(tx, user);
        if (params.email || params.emailConfirm) changed.push("email");
        if (params.phone || params.phoneConfirm) {
          await this.changePhone(tx, user, params);
          changed.push("phone");
        }
        if (encryptedPassword !== undefined) {
          // As Supabase Auth: a password set by an operator ends every session and every pending link.
          await tx.query(`UPDATE auth_user SET encrypted_password = $2, updated_at = now() WHERE id = $1`, [
            user.id,
            encryptedPassword,
          ]);
          await dropLinks(tx, user.id);
          await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [user.id]);
          changed.push("password");
        }
        if (params.userMetadata) {
          await tx.query(`UPDATE auth_user SET user_metadata = $2, updated_at = now() WHERE id = $1`, [
            user.id,
            JSON.stringify(mergeMetadata(user.user_metadata, params.userMetadata)),
          ]);
          changed.push("user_metadata");
        }
        if (params.appMetadata) {
          await tx.query(`UPDATE auth_user SET app_metadata = $2, updated_at = now() WHERE id = $1`, [
            user.id,
            JSON.stringify(mergeMetadata(user.app_metadata, storedAppMetadata(params.appMetadata))),
          ]);
          changed.push("app_metadata");
        }
        // Read again after the changes above: confirming the address in this request counts.
        if (params.appRole) await this.rules.changeRole(tx, user.id, params.appRole, SERVICE_ROLE_ACTOR);
        if (params.banMs !== undefined) {
          await this.rules.setBannedUntil(tx, user.id, until(params.banMs), SERVICE_ROLE_ACTOR);
          changed.push("ban");
        }
        if (changed.length) {
          await writeAudit(tx, [
            {
              actorUserId: SERVICE_ROLE_ACTOR,
              action: "user.update",
              entity: "auth_user",
              entityId: user.id,
              before: null,
              after: { fields: changed },
            },
          ]);
        }
        return oneUserJson(tx, await loadUser(tx, user.id));
      }),
    );
  }

  /**
   * An operator sets the address outright. Confirmed and proven only with email_confirm (the
   * operator vouching for it); a staff account's address must be. Pending links and a pending
   * email change end: they were mailed for the old address.
   */
  private async changeEmail(tx: EntityManager, user: UserRow, params: AdminUserParams) {
    const email = params.email!;
    if (user.role !== "customer" && !params.emailConfirm)
      throw validationFailed("A staff or admin account's new address must be confirmed: set email_confirm");
    await lockEmail(tx, email);
    const holder = await findUserByEmail(tx, email);
    if (holder && holder.id !== user.id) throw duplicateEmail();
    await tx.query(
      `UPDATE auth_user SET email = $2, email_confirmed_at = CASE WHEN $3 THEN now() ELSE email_confirmed_at END,
         email_proven_at = CASE WHEN $3 THEN now() END, email_change = NULL, email_change_awaiting = NULL, email_change_sent_at = NULL, updated_at = now()
       WHERE id = $1`,
      [user.id, email, params.emailConfirm],
    );
    await dropLinks(tx, user.id);
    await this.upsertIdentity(tx, user.id, "email", email, params.emailConfirm);
  }

  /** email_confirm alone: the operator vouches for the current address (any invitation link is withdrawn). */
  private async confirmEmail(tx: EntityManager, user: UserRow) {
    await tx.query(
      `UPDATE auth_user SET email_confirmed_at = coalesce(email_confirmed_at, now()), email_proven_at = coalesce(email_proven_at, now()), updated_at = now() WHERE id = $1`,
      [user.id],
    );
    await dropLinks(tx, user.id, "confirmation");
    await this.upsertIdentity(tx, user.id, "email", user.email!, true);
  }

  private async changePhone(tx: EntityManager, user: UserRow, params: AdminUserParams) {
    const phone = params.phone ?? user.phone;
    if (!phone) return;
    if (params.phone && params.phone !== user.phone) {
      await lockPhone(tx, phone);
      if (await phoneTakenByOther(tx, phone, user.id)) throw duplicatePhone();
    }
    const confirmed = params.phoneConfirm || (phone === user.phone && user.phone_confirmed_at !== null);
    await tx.query(
      `UPDATE auth_user SET phone = $2, phone_confirmed_at = CASE WHEN $3 THEN coalesce(phone_confirmed_at, now()) END, updated_at = now() WHERE id = $1`,
      [user.id, phone, confirmed],
    );
    await this.upsertIdentity(tx, user.id, "phone", phone, confirmed);
  }

  /**
   * Deletes the account for good: sessions, factors and identities go with it. Its requests are
   * marked as a deleted owner's first (as when a customer deletes their own account), and the
   * last admin stays. Soft deletion is not offered.
   */
  async remove(id: string, body: Body): Promise<Record<string, never>> {
    if (body.should_soft_delete === true)
      throw validationFailed("Soft deletion is not supported here: delete without should_soft_delete");
    return inAuthTerms(() =>
      this.db.transaction(async (tx) => {
        const user = await loadUser(tx, id, true);
        if (user.role === "admin") {
          const admins = await many(tx, `SELECT id FROM auth_user WHERE role = 'admin' ORDER BY id FOR UPDATE`);
          if (admins.length <= 1) throw new AuthError(422, "validation_failed", "This is the last admin.");
        }
        await this.rules.markRequestsOwnerDeleted(tx, user.id, user.email_proven_at ? user.email : null);
        await writeAudit(tx, [
          {
            actorUserId: SERVICE_ROLE_ACTOR,
            action: "user.delete",
            entity: "auth_user",
            entityId: user.id,
            before: { email: user.email, role: user.role.toUpperCase() },
            after: null,
          },
        ]);
        await tx.query(`DELETE FROM auth_user WHERE id = $1`, [user.id]);
        return {};
      }),
    );
  }
}

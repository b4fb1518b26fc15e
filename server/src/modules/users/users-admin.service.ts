import type { DataSource, EntityManager } from "typeorm";
import { many, one } from "../../auth/common/store.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { containsPattern } from "../../core/search.js";
import {
  checkPageArgs,
  encodeCursor,
  type ConnectionShape,
  type KeysetSort,
  type PageArgs,
} from "../../core/pagination.js";
import { writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import type { Role } from "./role.enum.js";
import { readUser, toUser, USER_COLUMNS, type UserRow } from "./user-rows.js";
import type { User } from "./user.js";

// GoTrue's long ban: a disabled account stays disabled until an admin enables it again.
const DISABLED_FOR = "100 years";

// Newest first on (created_at, id). auth_user has no TypeORM entity, so the keyset is applied here in SQL.
const SORT: Pick<KeysetSort<UserRow>, "name" | "columns"> = {
  name: "user:CREATED_AT:DESC",
  columns: [
    { path: "created_at", kind: "timestamp", cast: "timestamptz" },
    { path: "id", kind: "uuid", cast: "uuid" },
  ],
};

const FILTER = `($1::user_role IS NULL OR u.role = $1)
  AND ($2::text IS NULL OR u.email LIKE $2 ESCAPE '\\' OR lower(u.user_metadata->>'name') LIKE $2 ESCAPE '\\')`;

export interface LockedUser {
  id: string;
  role: string;
  banned: boolean;
  proven: boolean;
}

/** The target's row, locked for this transaction; NOT_FOUND for an unknown or malformed id. */
export async function lockUser(tx: EntityManager, userId: string): Promise<LockedUser> {
  const [target] = isUuid(userId)
    ? ((await tx.query(
        `SELECT id, role, coalesce(banned_until > now(), false) AS banned, email_proven_at IS NOT NULL AS proven FROM auth_user WHERE id = $1 FOR UPDATE`,
        [userId],
      )) as LockedUser[])
    : [];
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, "No user with this id.");
  return target;
}

/**
 * Gives a locked user another role (customer, staff, admin), with an audit row, under the rules the
 * back office and the auth admin API share. `actorUserId` null: the service-role key, no person.
 */
export async function changeRole(
  tx: EntityManager,
  target: LockedUser,
  next: "customer" | "staff" | "admin",
  actorUserId: string | null,
): Promise<void> {
  if (target.role === next) return;
  if (target.id === actorUserId)
    throw new AppError(ErrorCode.CONFLICT, "You cannot change your own role: ask another admin.");
  // An autoconfirmed address may be a stranger's claim: staff rights go only to a proven one.
  if (target.role === "customer" && !target.proven) {
    throw new AppError(ErrorCode.CONFLICT, "This account never proved its email address: invite the address instead.");
  }
  if (target.role === "admin") {
    const admins = (await tx.query(`SELECT id FROM auth_user WHERE role = 'admin' ORDER BY id FOR UPDATE`)) as {
      id: string;
    }[];
    if (admins.length <= 1) throw new AppError(ErrorCode.CONFLICT, "This is the last admin.");
  }
  await tx.query(`UPDATE auth_user SET role = $2, updated_at = now() WHERE id = $1`, [target.id, next]);
  await writeAudit(tx, [
    {
      actorUserId,
      action: "user.role",
      entity: "auth_user",
      entityId: target.id,
      before: { role: target.role.toUpperCase() },
      after: { role: next.toUpperCase() },
    },
  ]);
}

/**
 * Bans a locked user until `until` (null or past: lifts the ban). A ban ends every session at once,
 * so open tokens stop working and the AuthChangedEvents triggers close the user's sockets; a change
 * of state is audited (user.disable / user.enable), in the back office and the auth admin API alike.
 */
export async function setBannedUntil(
  tx: EntityManager,
  target: LockedUser,
  until: Date | "indefinitely" | null,
  actorUserId: string | null,
): Promise<void> {
  const { disabled } = (await one<{ disabled: boolean }>(
    tx,
    `UPDATE auth_user SET banned_until = CASE WHEN $2 THEN now() + interval '${DISABLED_FOR}' ELSE $3::timestamptz END, updated_at = now()
     WHERE id = $1 RETURNING coalesce(banned_until > now(), false) AS disabled`,
    [target.id, until === "indefinitely", until instanceof Date ? until : null],
  ))!;
  if (target.banned !== disabled) {
    await writeAudit(tx, [
      {
        actorUserId,
        action: disabled ? "user.disable" : "user.enable",
        entity: "auth_user",
        entityId: target.id,
        before: { disabled: target.banned },
        after: { disabled },
      },
    ]);
  }
  if (disabled) await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [target.id]);
}

/** Admin work on accounts: the user list, roles, disabling and ending sessions (each audited). */
export class UsersAdminService {
  constructor(private readonly db: DataSource) {}

  /** Users matching the search (email or name, any case) and role, newest first. Two statements. */
  async list(
    search: string | null | undefined,
    role: Role | null | undefined,
    page: PageArgs,
  ): Promise<ConnectionShape<User>> {
    const text = search?.trim().toLowerCase() || null;
    const problems: FieldProblem[] = [];
    const pattern = text && containsPattern(text, "search", problems);
    if (problems.length) throw badInput(problems);
    const { limit, after } = checkPageArgs(page, { ...SORT, direction: "DESC", keysOf: () => [] });
    const filter = [role ? role.toLowerCase() : null, pattern];
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM auth_user u WHERE ${FILTER}`, filter)) as {
      n: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${USER_COLUMNS} FROM auth_user u
       WHERE ${FILTER} AND ($3::timestamptz IS NULL OR (u.created_at, u.id) < ($3::timestamptz, $4::uuid))
       ORDER BY u.created_at DESC, u.id DESC LIMIT $5`,
      [...filter, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    )) as UserRow[];
    const edges = rows
      .slice(0, limit)
      .map((row) => ({ cursor: encodeCursor(SORT.name, [row.cursor_at, row.id]), node: toUser(row) }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: n,
    };
  }

  /**
   * Gives a user another role, with an audit row. An admin never changes their own role (another
   * admin must), so nobody locks themselves out by accident; CONFLICT also when it would leave no
   * admin, which concurrent demotions could otherwise do (they queue on the admins' row locks).
   */
  async setRole(userId: string, role: Role, actorUserId: string): Promise<User> {
    return this.db.transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      await changeRole(tx, target, role.toLowerCase() as "customer" | "staff" | "admin", actorUserId);
      return readUser(tx, target.id);
    });
  }

  /**
   * Disables (bans) or re-enables an account. Disabling also ends every session at once, so open
   * tokens stop working and the AuthChangedEvents triggers close the user's sockets; sign-in then
   * answers user_banned until an admin enables the account again. Admins cannot disable themselves.
   */
  async setDisabled(userId: string, disabled: boolean, actorUserId: string): Promise<User> {
    return this.db.transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      if (disabled && target.id === actorUserId)
        throw new AppError(ErrorCode.CONFLICT, "You cannot disable your own account.");
      // Re-disabling keeps the ban as it is (and its sessions end again); enabling lifts it.
      if (target.banned !== disabled) await setBannedUntil(tx, target, disabled ? "indefinitely" : null, actorUserId);
      else if (disabled) await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [target.id]);
      return readUser(tx, target.id);
    });
  }

  /** Signs the user out everywhere: every session ends, and with it every refresh token (ON DELETE CASCADE). */
  async endSessions(userId: string, actorUserId: string): Promise<User> {
    return this.db.transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      const count = (await many(tx, `DELETE FROM auth_session WHERE user_id = $1 RETURNING id`, [target.id])).length;
      await writeAudit(tx, [
        {
          actorUserId,
          action: "user.sessions_end",
          entity: "auth_user",
          entityId: target.id,
          before: { activeSessions: count },
          after: { activeSessions: 0 },
        },
      ]);
      return readUser(tx, target.id);
    });
  }
}

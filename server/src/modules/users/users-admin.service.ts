import type { DataSource } from "typeorm";
import { AppError, badInput, ErrorCode } from "../../graphql/errors.js";
import { checkPageArgs, encodeCursor, type ConnectionShape, type KeysetSort, type PageArgs } from "../../graphql/pagination.js";
import { writeAudit } from "../audit/audit.js";
import { isUuid } from "../common/access.js";
import { Role } from "./role.enum.js";
import type { User } from "./user.type.js";

const SEARCH_MAX = 100;

interface UserRow {
  id: string;
  email: string | null;
  name: string | null;
  role: "customer" | "staff" | "admin";
  email_confirmed: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  mfa_enabled: boolean;
  /** created_at to the microsecond: auth_user keeps microseconds, and a cursor must compare equal. */
  cursor_at: string;
}

// Newest first on (created_at, id). auth_user has no TypeORM entity, so the keyset is applied here in SQL.
const SORT: Pick<KeysetSort<UserRow>, "name" | "columns"> = {
  name: "user:CREATED_AT:DESC",
  columns: [
    { path: "created_at", kind: "timestamp", cast: "timestamptz" },
    { path: "id", kind: "uuid", cast: "uuid" },
  ],
};

const COLUMNS = `u.id, u.email, u.user_metadata->>'name' AS name, u.role, u.email_confirmed_at IS NOT NULL AS email_confirmed,
  u.created_at, u.last_sign_in_at, to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
  EXISTS (SELECT 1 FROM auth_mfa_factor f WHERE f.user_id = u.id AND f.status = 'verified') AS mfa_enabled`;

const FILTER = `($1::user_role IS NULL OR u.role = $1)
  AND ($2::text IS NULL OR u.email LIKE $2 ESCAPE '\\' OR lower(u.user_metadata->>'name') LIKE $2 ESCAPE '\\')`;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role.toUpperCase() as Role,
    emailConfirmed: row.email_confirmed,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    mfaEnabled: row.mfa_enabled,
  };
}

/** Admin work on accounts: the user list and role changes. */
export class UsersAdminService {
  constructor(private readonly db: DataSource) {}

  /** Users matching the search (email or name, any case) and role, newest first. Two statements. */
  async list(search: string | null | undefined, role: Role | null | undefined, page: PageArgs): Promise<ConnectionShape<User>> {
    const text = search?.trim().toLowerCase() || null;
    if (text && text.length > SEARCH_MAX) throw badInput([{ field: "search", message: `At most ${SEARCH_MAX} characters.` }]);
    const { limit, after } = checkPageArgs(page, { ...SORT, direction: "DESC", keysOf: () => [] });
    const filter = [role ? role.toLowerCase() : null, text && `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM auth_user u WHERE ${FILTER}`, filter)) as { n: number }[];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM auth_user u
       WHERE ${FILTER} AND ($3::timestamptz IS NULL OR (u.created_at, u.id) < ($3::timestamptz, $4::uuid))
       ORDER BY u.created_at DESC, u.id DESC LIMIT $5`,
      [...filter, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    )) as UserRow[];
    const edges = rows.slice(0, limit).map((row) => ({ cursor: encodeCursor(SORT.name, [row.cursor_at, row.id]), node: toUser(row) }));
    return { edges, pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null }, totalCount: n };
  }

  /**
   * Gives a user another role, with an audit row. CONFLICT when it would leave no admin (an admin
   * demoting themselves last); concurrent demotions queue on the admins' row locks.
   */
  async setRole(userId: string, role: Role, actorUserId: string): Promise<User> {
    return this.db.transaction(async (tx) => {
      const [target] = isUuid(userId) ? ((await tx.query(`SELECT id, role FROM auth_user WHERE id = $1 FOR UPDATE`, [userId])) as { id: string; role: string }[]) : [];
      if (!target) throw new AppError(ErrorCode.NOT_FOUND, "No user with this id.");
      const next = role.toLowerCase();
      if (target.role !== next) {
        if (target.role === "admin") {
          const admins = (await tx.query(`SELECT id FROM auth_user WHERE role = 'admin' ORDER BY id FOR UPDATE`)) as { id: string }[];
          if (admins.length <= 1) {
            throw new AppError(ErrorCode.CONFLICT, target.id === actorUserId ? "You are the last admin: make someone else an admin first." : "This is the last admin.");
          }
        }
        await tx.query(`UPDATE auth_user SET role = $2, updated_at = now() WHERE id = $1`, [target.id, next]);
        await writeAudit(tx, [{ actorUserId, action: "user.role", entity: "auth_user", entityId: target.id, before: { role: target.role.toUpperCase() }, after: { role } }]);
      }
      const [row] = (await tx.query(`SELECT ${COLUMNS} FROM auth_user u WHERE u.id = $1`, [target.id])) as UserRow[];
      return toUser(row!);
    });
  }
}

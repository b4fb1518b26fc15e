import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../../core/batches.js";
import type { UserFactor, UserSummary } from "./user.js";

// Who someone is, for every feature's fields that name a user (a lead's assignee, a booking's
// customer, who wrote a note), and the admins' list's second factors: one statement per page.

export interface UserLoaders {
  user: DataLoader<string, UserSummary | null>;
  /** A user's second factors, oldest first (admins' user list). */
  factorsByUser: DataLoader<string, UserFactor[]>;
}

export function createUserLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): UserLoaders {
  return {
    user: new DataLoader(
      async (userIds) => {
        const rows = (await db.query(
          `SELECT id, email, user_metadata->>'name' AS name FROM auth_user WHERE id = ANY($1::uuid[])`,
          [[...userIds]],
        )) as UserSummary[];
        return oneByKey(userIds, rows, (row) => row.id);
      },
      { cache },
    ),
    factorsByUser: new DataLoader(
      async (userIds) => {
        const rows = (await db.query(
          `SELECT id, user_id, factor_type AS type, status, friendly_name AS "friendlyName", created_at AS "createdAt"
         FROM auth_mfa_factor WHERE user_id = ANY($1::uuid[]) ORDER BY created_at, id`,
          [[...userIds]],
        )) as (UserFactor & { user_id: string })[];
        return groupByKey(userIds, rows, (row) => row.user_id).map((group) =>
          group.map(({ user_id: _, ...factor }) => factor),
        );
      },
      { cache },
    ),
  };
}

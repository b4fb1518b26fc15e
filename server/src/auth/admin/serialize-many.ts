import { userJson } from "../common/serialize.js";
import { many, type Db, type FactorRow, type IdentityRow, type UserRow } from "../common/store.js";

/** Users as Supabase Auth's User objects, their identities and factors read in two statements for the lot. */
export async function usersJson(db: Db, users: UserRow[]) {
  const ids = users.map((u) => u.id);
  const identities = await many<IdentityRow>(
    db,
    `SELECT * FROM auth_identity WHERE user_id = ANY($1::uuid[]) ORDER BY created_at`,
    [ids],
  );
  const factors = await many<FactorRow>(
    db,
    `SELECT * FROM auth_mfa_factor WHERE user_id = ANY($1::uuid[]) ORDER BY created_at`,
    [ids],
  );
  return users.map((user) =>
    userJson(
      user,
      identities.filter((i) => i.user_id === user.id),
      factors.filter((f) => f.user_id === user.id),
    ),
  );
}

export async function oneUserJson(db: Db, user: UserRow) {
  return (await usersJson(db, [user]))[0]!;
}

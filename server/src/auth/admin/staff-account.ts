import type { DataSource } from "typeorm";
import { assertStrongPassword } from "../common/account-fields.js";
import { hashPassword } from "../common/passwords.js";
import { findUserByEmail, insertUser, lockEmail, normalizeEmail, type UserRole } from "../common/store.js";

/**
 * Creates a confirmed staff account, or with `reset` gives an existing one this role and
 * password. Without `reset` an existing account is left exactly as it is.
 */
export async function ensureStaffAccount(
  db: DataSource,
  input: { email: string; password: string; role: Exclude<UserRole, "customer">; reset?: boolean },
): Promise<"created" | "updated" | "unchanged"> {
  const email = normalizeEmail(input.email);
  // Staff and admin accounts are held to the common-password check whatever PASSWORD_COMMON_CHECK_ENABLED says.
  assertStrongPassword(input.password, { rejectCommon: true });
  const encryptedPassword = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      // The operator chose this address: it counts as proven.
      await insertUser(tx, {
        email,
        encryptedPassword,
        confirmed: true,
        proven: true,
        role: input.role,
        userMetadata: { name: "SkyCharter Admin" },
        locale: "en",
        provider: "email",
      });
      return "created";
    }
    if (!input.reset) return "unchanged";
    await tx.query(
      `UPDATE auth_user SET role = $2, encrypted_password = $3, email_confirmed_at = coalesce(email_confirmed_at, now()),
         email_proven_at = coalesce(email_proven_at, now()), updated_at = now() WHERE id = $1`,
      [existing.id, input.role, encryptedPassword],
    );
    return "updated";
  });
}

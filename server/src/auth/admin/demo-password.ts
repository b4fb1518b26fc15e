import type { DataSource } from "typeorm";
import { DEMO_ADMIN_PASSWORD } from "../../config.js";
import { verifyPassword } from "../common/passwords.js";

/**
 * Staff and admin accounts whose password is still the README's demo one, e.g. a development
 * database promoted to production. Production refuses to start while any exists.
 */
export async function staffWithDemoPassword(db: DataSource): Promise<string[]> {
  const staff = (await db.query(
    `SELECT email, encrypted_password FROM auth_user WHERE role IN ('staff', 'admin') AND encrypted_password IS NOT NULL ORDER BY email`,
  )) as { email: string; encrypted_password: string }[];
  const found: string[] = [];
  for (const account of staff) {
    if (await verifyPassword(account.encrypted_password, DEMO_ADMIN_PASSWORD)) found.push(account.email);
  }
  return found;
}

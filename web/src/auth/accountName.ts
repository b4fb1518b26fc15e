import type { User } from "@supabase/auth-js";

/** The name on the account (the sign-up's `name` field), or null when none was given. */
export function accountName(user: User | null | undefined): string | null {
  const name = user?.user_metadata.name as unknown;
  return typeof name === "string" && name.trim() ? name : null;
}

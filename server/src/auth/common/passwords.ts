import { hash, verify } from "@node-rs/argon2";
import { isShortPassword } from "../../core/rules/index.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";

// The bounds themselves are shared with the web's forms (core/rules/account.ts).
export { isTooLongPassword, PASSWORD_MAX_BYTES as PASSWORD_MAX, PASSWORD_MIN } from "../../core/rules/index.js";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verified when an email is unknown, so "no such user" costs as much time as "wrong password".
let decoy: Promise<string> | null = null;

export async function verifyPassword(encoded: string | null, password: string): Promise<boolean> {
  if (!encoded) {
    decoy ??= hashPassword("decoy-password-for-timing");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(encoded, password).catch(() => false);
}

export type WeakReason = "length" | "pwned";

/** What a new password is held to besides its length (config.ts: PASSWORD_COMMON_CHECK_ENABLED). */
export interface PasswordRules {
  /** Refuse passwords on the built-in common list (Supabase Auth's "pwned" reason). */
  rejectCommon: boolean;
}

/** Reasons in Supabase's vocabulary, in its order; empty when the password is acceptable. */
export function passwordWeaknesses(password: string, rules: PasswordRules): WeakReason[] {
  const reasons: WeakReason[] = [];
  if (isShortPassword(password)) reasons.push("length");
  if (rules.rejectCommon && COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push("pwned");
  return reasons;
}

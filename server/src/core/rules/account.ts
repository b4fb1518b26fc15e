// What an account's sign-in details must look like, as Supabase Auth accepts them: the auth API
// (server/src/auth) refuses anything else, and the web's sign-up, sign-in and settings forms say so
// beside the field before sending.

/** Supabase Auth's password bounds: at least 6 characters, at most 72 bytes (bcrypt's limit). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX_BYTES = 72;

export const passwordBytes = (password: string) => new TextEncoder().encode(password).length;

/** Too short counts characters (what a person types); too long counts bytes (what is hashed). */
export const isShortPassword = (password: string) => [...password].length < PASSWORD_MIN;
export const isTooLongPassword = (password: string) => passwordBytes(password) > PASSWORD_MAX_BYTES;

/** A person's name on their account, one line: the emails greet them by it. */
export const ACCOUNT_NAME_MAX = 120;

export const ACCOUNT_EMAIL_MAX = 254;

// An ASCII local part of the characters RFC 5322 allows unquoted, and a domain of letter-digit-hyphen
// labels with at least one dot (no bare host names).
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?";
const ACCOUNT_EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

/** An address as an account may have it (already trimmed and lower-cased). */
export const isAccountEmail = (email: string) => email.length <= ACCOUNT_EMAIL_MAX && ACCOUNT_EMAIL.test(email);

/**
 * A phone number to sign in or get codes with, as E.164 digits without the "+" (spaces, dashes,
 * dots and brackets dropped); null when it is not one (a country code, then up to 15 digits in all).
 */
export function e164Digits(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, "").replace(/^\+/, "");
  return /^[1-9]\d{1,14}$/.test(digits) ? digits : null;
}

import { CURRENT_TERMS_VERSION, e164Digits } from "../../core/rules/index.js";
import { GREETING_NAME_MAX } from "../../mail/templates.js";
import { AuthError, validationFailed } from "./errors.js";
import {
  isTooLongPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordWeaknesses,
  type PasswordRules,
  type WeakReason,
} from "./passwords.js";
import { isAccountEmail, normalizeEmail } from "./store.js";

// What the account flows (sign-up, sign-in, recovery, email change, resend, invitations) read from
// a request, checked the same way whichever flow reads it.

const LOCALES = new Set(["en", "es", "ar", "zh"]);

/** Whether a request field was given at all (absent, null and "" are not). */
export const given = (value: unknown) => value !== undefined && value !== null && value !== "";

export function readEmailField(value: unknown): string {
  if (typeof value !== "string" || !value.trim()) throw validationFailed("An email address is required");
  const email = normalizeEmail(value);
  if (!isAccountEmail(email)) throw validationFailed("Unable to validate email address: invalid format");
  return email;
}

/** A phone number as Supabase Auth keeps it: E.164 digits without the "+" (spaces, dashes, dots, brackets dropped). */
export function readPhoneField(value: unknown): string {
  const digits = typeof value === "string" ? e164Digits(value) : null;
  if (!digits) throw validationFailed("Invalid phone number format (E.164 required)");
  return digits;
}

// Supabase Auth's words for each weakness, joined in this order when there are several.
const WEAKNESS_MESSAGES: Record<WeakReason, string> = {
  length: `Password should be at least ${PASSWORD_MIN} characters.`,
  pwned: "Password is known to be weak and easy to guess, please choose a different one.",
};

/** The rules a configuration sets for new passwords. */
export const passwordRules = (config: { passwordCommonCheck: boolean }): PasswordRules => ({
  rejectCommon: config.passwordCommonCheck,
});

export function assertStrongPassword(password: unknown, rules: PasswordRules): string {
  if (typeof password !== "string") throw new AuthError(422, "validation_failed", "Password is required");
  if (isTooLongPassword(password)) throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX} characters`);
  const reasons = passwordWeaknesses(password, rules);
  if (reasons.length) {
    throw new AuthError(422, "weak_password", reasons.map((reason) => WEAKNESS_MESSAGES[reason]).join(" "), {
      weak_password: { reasons },
    });
  }
  return password;
}

/**
 * The sign-up's profile. Its name goes into emails the brand sends (to an address the caller typed),
 * so it is one line of at most GREETING_NAME_MAX characters; the greeting leaves out a link-like one.
 */
export function readSignUpData(value: unknown): Record<string, unknown> {
  const data =
    value && typeof value === "object" && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  // The charter terms' version a sign-up form showed and the person accepted: only the one in force.
  if (data.terms_version !== undefined && data.terms_version !== CURRENT_TERMS_VERSION)
    throw validationFailed(`data.terms_version must be the terms in force: ${CURRENT_TERMS_VERSION}`);
  if (data.name === undefined || data.name === null) return data;
  if (typeof data.name !== "string") throw validationFailed("data.name must be a string");
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(data.name)) throw validationFailed("data.name must be one line");
  const name = data.name.trim();
  if (name.length > GREETING_NAME_MAX)
    throw validationFailed(`data.name must be at most ${GREETING_NAME_MAX} characters`);
  return { ...data, name };
}

export function localeFrom(data: Record<string, unknown>, acceptLanguage: string | undefined): string {
  const wanted = [typeof data.locale === "string" ? data.locale : "", ...(acceptLanguage ?? "").split(",")].map((l) =>
    l.trim().slice(0, 2).toLowerCase(),
  );
  return wanted.find((l) => LOCALES.has(l)) ?? "en";
}

import {
  ACCOUNT_NAME_MAX,
  e164Digits,
  isAccountEmail,
  isShortPassword,
  isTooLongPassword,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
} from "../../../server/src/core/rules/index.js";
import type { MessageId } from "../i18n/messages";

// The auth API's own rules (server/src/core/rules/account.ts, shared): an account's address, the
// password's bounds (6 characters to 72 bytes, as Supabase Auth), the name's length, E.164 phones.

/** A field's problem as a message id, with the values its text needs. */
export interface FieldError {
  id: MessageId;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export function hasErrors(errors: Partial<Record<string, FieldError>>): boolean {
  return Object.values(errors).some(Boolean);
}

export function validateEmail(value: string): FieldError | undefined {
  const email = value.trim();
  if (!email) return { id: "auth.validation.emailRequired" };
  if (!isAccountEmail(email.toLowerCase())) return { id: "auth.validation.emailInvalid" };
  return undefined;
}

/** Sign-in only asks for a password: old accounts may predate today's rules. */
export function validateSignIn(input: { email: string; password: string }): FieldErrors<"email" | "password"> {
  return {
    email: validateEmail(input.email),
    password: input.password ? undefined : { id: "auth.validation.passwordRequired" },
  };
}

/** A password someone is choosing (sign-up, reset). */
export function validateNewPassword(password: string): FieldError | undefined {
  if (!password) return { id: "auth.validation.passwordRequired" };
  if (isShortPassword(password)) return { id: "auth.validation.passwordTooShort", values: { min: PASSWORD_MIN } };
  if (isTooLongPassword(password))
    return { id: "auth.validation.passwordTooLong", values: { max: PASSWORD_MAX_BYTES } };
  return undefined;
}

export function validateFullName(value: string): FieldError | undefined {
  const name = value.trim();
  if (!name) return { id: "auth.validation.nameRequired" };
  if (name.length > ACCOUNT_NAME_MAX) return { id: "auth.validation.nameTooLong", values: { max: ACCOUNT_NAME_MAX } };
  return undefined;
}

export function validateSignUp(input: {
  name: string;
  email: string;
  password: string;
}): FieldErrors<"name" | "email" | "password"> {
  return {
    name: validateFullName(input.name),
    email: validateEmail(input.email),
    password: validateNewPassword(input.password),
  };
}

/** Authenticator apps show six digits; spaces people type between groups are ignored. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s+/g, "");
}

export function validateTotpCode(value: string): FieldError | undefined {
  const code = normalizeTotpCode(value);
  if (!code) return { id: "auth.validation.codeRequired" };
  if (!/^\d{6}$/.test(code)) return { id: "auth.validation.codeInvalid" };
  return undefined;
}

/** A phone number to text a sign-in code to: the server's own shape, E.164 (country code, up to 15 digits). */
export function validatePhone(value: string): FieldError | undefined {
  if (!value.replace(/[\s\-().+]/g, "")) return { id: "auth.validation.phoneRequired" };
  if (!e164Digits(value)) return { id: "auth.validation.phoneInvalid" };
  return undefined;
}

/** The 6-digit code a sign-in email or text message carries. */
export function validateSignInCode(value: string): FieldError | undefined {
  const code = normalizeTotpCode(value);
  if (!code) return { id: "auth.validation.signInCodeRequired" };
  if (!/^\d{6}$/.test(code)) return { id: "auth.validation.codeInvalid" };
  return undefined;
}

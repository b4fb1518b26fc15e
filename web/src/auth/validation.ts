import type { MessageId } from "../i18n/messages";

// Spec §5 and §9; the server enforces the same limits (6 to 72 bytes, like Supabase Auth).
export const passwordMinLength = 6;
export const passwordMaxBytes = 72;
const nameMaxLength = 120;
const emailMaxLength = 254;
// The server's own check: something@something.something, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  if (email.length > emailMaxLength || !emailPattern.test(email)) return { id: "auth.validation.emailInvalid" };
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
  if ([...password].length < passwordMinLength)
    return { id: "auth.validation.passwordTooShort", values: { min: passwordMinLength } };
  if (new TextEncoder().encode(password).length > passwordMaxBytes)
    return { id: "auth.validation.passwordTooLong", values: { max: passwordMaxBytes } };
  return undefined;
}

export function validateFullName(value: string): FieldError | undefined {
  const name = value.trim();
  if (!name) return { id: "auth.validation.nameRequired" };
  if (name.length > nameMaxLength) return { id: "auth.validation.nameTooLong", values: { max: nameMaxLength } };
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
  const digits = value.replace(/[\s\-().]/g, "").replace(/^\+/, "");
  if (!digits) return { id: "auth.validation.phoneRequired" };
  if (!/^[1-9]\d{1,14}$/.test(digits)) return { id: "auth.validation.phoneInvalid" };
  return undefined;
}

/** The 6-digit code a sign-in email or text message carries. */
export function validateSignInCode(value: string): FieldError | undefined {
  const code = normalizeTotpCode(value);
  if (!code) return { id: "auth.validation.signInCodeRequired" };
  if (!/^\d{6}$/.test(code)) return { id: "auth.validation.codeInvalid" };
  return undefined;
}

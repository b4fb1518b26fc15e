import {
  validateEmail,
  validateFullName,
  validateNewPassword,
  type FieldError,
  type FieldErrors,
} from "../../auth/validation";

// Digits with the usual separators and an optional leading +; 6 to 15 digits (E.164's maximum).
const phonePattern = /^\+?[0-9 ().-]+$/;

export function validatePhone(value: string): FieldError | undefined {
  const phone = value.trim();
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, "").length;
  return phonePattern.test(phone) && digits >= 6 && digits <= 15 ? undefined : { id: "settings.profile.phoneInvalid" };
}

export function validateProfile(input: { name: string; phone: string }): FieldErrors<"name" | "phone"> {
  return { name: validateFullName(input.name), phone: validatePhone(input.phone) };
}

export function validatePasswordChange(input: {
  password: string;
  confirm: string;
}): FieldErrors<"password" | "confirm"> {
  const password = validateNewPassword(input.password);
  const confirm = !input.confirm
    ? { id: "settings.password.confirmRequired" as const }
    : input.confirm !== input.password
      ? { id: "settings.password.mismatch" as const }
      : undefined;
  return { password, confirm };
}

export function validateEmailChange(newEmail: string, currentEmail: string): FieldError | undefined {
  const problem = validateEmail(newEmail);
  if (problem) return problem;
  return newEmail.trim().toLowerCase() === currentEmail.toLowerCase() ? { id: "settings.email.same" } : undefined;
}

/** The six digits GET /reauthenticate mails; spaces a mail client may add are ignored. */
export function validateReauthenticationCode(value: string): FieldError | undefined {
  const code = value.replace(/\s/g, "");
  if (!code) return { id: "settings.password.codeRequired" };
  return /^\d{6}$/.test(code) ? undefined : { id: "settings.password.codeInvalid" };
}

/** "+44 20 7946 0000" → "+442079460000"; null unless it starts with + and has 8 to 15 digits (E.164). */
export function toE164(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith("+") || !phonePattern.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

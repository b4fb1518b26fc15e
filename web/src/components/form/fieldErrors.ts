import { CombinedGraphQLErrors } from "@apollo/client";

// The server's rules for an email, a phone number and a web address (server/src/core/form-checks.ts),
// checked here first so every faulty field shows at once; tests/api/form-rules.test.ts fails if the
// two ever disagree on an input.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ().-]{6,30}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const CONTROL_OR_BREAK = /\p{Cc}/u;

export const isEmail = (value: string) => {
  const email = value.trim();
  return EMAIL.test(email) && email.length <= 254 && !CONTROL_OR_BREAK.test(email);
};
export const isPhone = (value: string) => {
  const phone = value.trim();
  return PHONE.test(phone) && phone.replace(/\D/g, "").length >= 6;
};
export const isWebsite = (value: string) => {
  const url = value.trim();
  return WEBSITE.test(url) && !CONTROL_OR_BREAK.test(url) && url.length <= 300;
};

/** The field names of a BAD_USER_INPUT answer (extensions.fields), or [] for any other failure. */
export function badInputFields(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) =>
    ((e.extensions?.fields as { field: string }[] | undefined) ?? []).map((problem) => problem.field),
  );
}

/** Whether a GraphQL failure carries this error code (extensions.code), e.g. CONFLICT or NOT_FOUND. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** An optional text field as the API wants it: trimmed, or null when empty. */
export const blankToNull = (value: string) => value.trim() || null;

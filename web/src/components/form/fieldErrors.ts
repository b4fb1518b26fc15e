import { CombinedGraphQLErrors } from "@apollo/client";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{7,20}$/;

export const isEmail = (value: string) => EMAIL.test(value.trim()) && value.trim().length <= 254;
export const isPhone = (value: string) => PHONE.test(value.trim());
export const isWebsite = (value: string) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim()) && value.trim().length <= 300;

/** The field names of a BAD_USER_INPUT answer (extensions.fields), or [] for any other failure. */
export function badInputFields(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => ((e.extensions?.fields as { field: string }[] | undefined) ?? []).map((problem) => problem.field));
}

/** Whether a GraphQL failure carries this error code (extensions.code), e.g. CONFLICT or NOT_FOUND. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** An optional text field as the API wants it: trimmed, or null when empty. */
export const blankToNull = (value: string) => value.trim() || null;

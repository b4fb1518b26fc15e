import { CombinedGraphQLErrors } from "@apollo/client";

// What makes an email, a phone number or a web address acceptable is the server's rule alone
// (server/src/core/form-checks.ts): forms send them and show its field errors in the visitor's language.

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

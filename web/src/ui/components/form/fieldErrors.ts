import { CombinedGraphQLErrors } from "@apollo/client";

import { isEmail as isEmailAddress, isPhone as isPhoneNumber } from "../../../../../server/src/core/rules/index.js";

// The server's own rules (server/src/core/rules/contact.ts, shared), applied to what a
// person typed: checked here first so every faulty field shows at once.
export const isEmail = (value: string) => isEmailAddress(value.trim());
export const isPhone = (value: string) => isPhoneNumber(value.trim());

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

import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import type { Logger } from "../logger.js";

/** The codes API.md promises in `extensions.code`. */
export enum ErrorCode {
  UNAUTHENTICATED = "UNAUTHENTICATED",
  FORBIDDEN = "FORBIDDEN",
  BAD_USER_INPUT = "BAD_USER_INPUT",
  NOT_FOUND = "NOT_FOUND",
  CONFLICT = "CONFLICT",
  RATE_LIMITED = "RATE_LIMITED",
  INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR",
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** A domain error whose message is safe to show to the caller. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, fields?: FieldProblem[]) {
    super(message, { extensions: fields ? { code, fields } : { code } });
  }
}

export const badInput = (fields: FieldProblem[]) =>
  new AppError(ErrorCode.BAD_USER_INPUT, fields.map((f) => `${f.field}: ${f.message}`).join("; "), fields);

/** Keeps coded errors, logs anything else in full and shows it masked. */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // Domain errors and graphql-js's own request errors are GraphQLErrors; anything else is a bug or an outage.
    const original = unwrapResolverError(error);
    // Apollo wraps an error thrown while building the context in a GraphQLError whose message
    // carries the original's ("Context creation failed: …"): that one is masked too.
    const wrapsFailure = original instanceof GraphQLError && original.originalError && !(original.originalError instanceof GraphQLError);
    if (original instanceof GraphQLError && !wrapsFailure) return formatted;
    log.error({ err: wrapsFailure ? original.originalError : original, path: formatted.path }, "unexpected GraphQL error");
    return {
      message: "Internal server error",
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}

import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { AppError, ErrorCode } from "../core/errors.js";
import { isDatabaseOutage } from "../core/db-errors.js";
import type { Logger } from "../logger.js";

// The GraphQL side of core/errors.ts: coded errors reach the caller with their code (and fields) in
// `extensions`, a database outage as SERVICE_UNAVAILABLE, and anything else masked.

const isCoded = (error: unknown) => error instanceof GraphQLError || error instanceof AppError;

const UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable: try again in a few seconds (with the same idempotency key, nothing is made twice).";

/** Keeps coded errors, answers a database outage as SERVICE_UNAVAILABLE, logs anything else in full and shows it masked. */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // Domain errors (AppError, whose extensions graphql-js copies) and graphql-js's own request
    // errors are coded; anything else is a bug or an outage.
    const original = unwrapResolverError(error);
    // Apollo wraps an error thrown while building the context in a GraphQLError whose message
    // carries the original's ("Context creation failed: …"): that one is masked too.
    const wrapsFailure = original instanceof GraphQLError && original.originalError && !isCoded(original.originalError);
    if (isCoded(original) && !wrapsFailure) return formatted;
    const failure = wrapsFailure ? original.originalError : original;
    if (isDatabaseOutage(failure)) {
      log.warn({ err: failure, path: formatted.path }, "database unavailable");
      return {
        message: UNAVAILABLE_MESSAGE,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: ErrorCode.SERVICE_UNAVAILABLE },
      };
    }
    log.error({ err: failure, path: formatted.path }, "unexpected GraphQL error");
    return {
      message: "Internal server error",
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}

export type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * What Apollo does to a result's errors (its normalizeAndFormatErrors), for the answers given
 * without it (the fast path, graphql-ws): a code on each (INTERNAL_SERVER_ERROR when none),
 * `extensions.http` taken out as the answer's status, then `format`; a formatter that throws
 * leaves the plain masked error. The same error therefore reads the same on every transport.
 */
export function formatResultErrors(
  format: ErrorFormatter,
  errors: readonly GraphQLError[],
): { errors: GraphQLFormattedError[]; status: number | undefined } {
  let status: number | undefined;
  const formatted = errors.map((error) => {
    try {
      // graphql-jit's errors may carry no extensions object at all.
      const extensions: Record<string, unknown> = {
        ...error.extensions,
        code: error.extensions?.code ?? ErrorCode.INTERNAL_SERVER_ERROR,
      };
      const http = extensions.http as { status?: unknown } | undefined;
      if (http && typeof http === "object") {
        if (typeof http.status === "number") status = http.status;
        delete extensions.http;
      }
      return format({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: "Internal server error", extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
    }
  });
  return { errors: formatted, status };
}

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
  /** The database cannot be reached (an outage or a restart): retry shortly, with the same idempotency key. */
  SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE",
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

// SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting up), and what
// node-postgres and the socket say when the server is gone or the pool cannot get a connection.
const OUTAGE_SQLSTATE = /^(08...|57P0[123])$/;
const OUTAGE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
const OUTAGE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly)/;

// TypeORM releases a transaction's runner when its connection fails, so the transaction's next
// query reports the release, not the outage behind it.
const RELEASED_RUNNER = new Set(["QueryRunnerProviderAlreadyReleasedError", "QueryRunnerAlreadyReleasedError"]);

/** Whether `error` (or what it wraps) says the database cannot be reached, rather than a bug. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, driverError, errors, name } = error as { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown; errors?: unknown; name?: unknown };
  if (typeof name === "string" && RELEASED_RUNNER.has(name)) return true;
  if (typeof code === "string" && (OUTAGE_SQLSTATE.test(code) || OUTAGE_ERRNO.has(code))) return true;
  if (typeof message === "string" && OUTAGE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(driverError, depth + 1) || isDatabaseOutage(cause, depth + 1);
}

const UNAVAILABLE_MESSAGE = "The service is briefly unavailable: try again in a few seconds (with the same idempotency key, nothing is made twice).";

/** Keeps coded errors, answers a database outage as SERVICE_UNAVAILABLE, logs anything else in full and shows it masked. */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // Domain errors and graphql-js's own request errors are GraphQLErrors; anything else is a bug or an outage.
    const original = unwrapResolverError(error);
    // Apollo wraps an error thrown while building the context in a GraphQLError whose message
    // carries the original's ("Context creation failed: …"): that one is masked too.
    const wrapsFailure = original instanceof GraphQLError && original.originalError && !(original.originalError instanceof GraphQLError);
    if (original instanceof GraphQLError && !wrapsFailure) return formatted;
    const failure = wrapsFailure ? original.originalError : original;
    if (isDatabaseOutage(failure)) {
      log.warn({ err: failure, path: formatted.path }, "database unavailable");
      return { message: UNAVAILABLE_MESSAGE, path: formatted.path, locations: formatted.locations, extensions: { code: ErrorCode.SERVICE_UNAVAILABLE } };
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
export function formatResultErrors(format: ErrorFormatter, errors: readonly GraphQLError[]): { errors: GraphQLFormattedError[]; status: number | undefined } {
  let status: number | undefined;
  const formatted = errors.map((error) => {
    try {
      // graphql-jit's errors may carry no extensions object at all.
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions?.code ?? ErrorCode.INTERNAL_SERVER_ERROR };
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

// What the database's errors mean to the code that catches them.

/** A PostgreSQL unique violation (23505), on this constraint when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  } | null;
  const pg = e?.driverError ?? e;
  return pg?.code === "23505" && (!constraint || pg.constraint === constraint);
}

// SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting up), and what
// node-postgres and the socket say when the server is gone or the pool cannot get a connection.
const OUTAGE_SQLSTATE = /^(08...|57P0[123])$/;
const OUTAGE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
const OUTAGE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly)/;

// TypeORM releases a transaction's runner when its connection fails, so the transaction's next
// query reports the release, not the outage behind it. A catalogue read that waited past its
// deadline while the change feed was down (core/catalogue-cache.ts) is the outage too.
const RELEASED_RUNNER = new Set(["QueryRunnerProviderAlreadyReleasedError", "QueryRunnerAlreadyReleasedError"]);

/** Whether `error` (or what it wraps) says the database cannot be reached, rather than a bug. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, driverError, errors, name } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    driverError?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  if (typeof name === "string" && (RELEASED_RUNNER.has(name) || name === "CatalogueUnavailable")) return true;
  if (typeof code === "string" && (OUTAGE_SQLSTATE.test(code) || OUTAGE_ERRNO.has(code))) return true;
  if (typeof message === "string" && OUTAGE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(driverError, depth + 1) || isDatabaseOutage(cause, depth + 1);
}

import type { ErrorRequestHandler } from "express";
import type { Logger } from "../logger.js";

// Errors raised before a request reaches GraphQL or a route (the body parser's above all) would
// otherwise meet Express's default handler: an HTML page, with a stack trace outside production.

/** body-parser's error types (`err.type`) and the code each is answered with. */
const BODY_ERRORS: Record<string, { code: string; message: (limit?: number) => string }> = {
  "entity.too.large": {
    code: "PAYLOAD_TOO_LARGE",
    message: (limit) => `Request too large: at most ${limit} bytes. Send fewer or smaller operations.`,
  },
  "entity.parse.failed": { code: "BAD_REQUEST", message: () => "The request body is not valid JSON." },
  "encoding.unsupported": { code: "BAD_REQUEST", message: () => "Unsupported Content-Encoding." },
  "charset.unsupported": { code: "BAD_REQUEST", message: () => "Unsupported charset: send UTF-8." },
  "request.aborted": { code: "BAD_REQUEST", message: () => "The request was aborted." },
  "request.size.invalid": {
    code: "BAD_REQUEST",
    message: () => "The request body is shorter or longer than its Content-Length.",
  },
};

type HttpError = Error & { type?: string; status?: number; statusCode?: number; limit?: number };

/** /graphql: a body the parser refused, as a GraphQL-shaped JSON error with a code. */
export function graphqlBodyErrors(): ErrorRequestHandler {
  return (error: HttpError, _req, res, next) => {
    const known = error.type ? BODY_ERRORS[error.type] : undefined;
    if (!known || res.headersSent) return next(error);
    res
      .status(error.status ?? error.statusCode ?? 400)
      .json({ errors: [{ message: known.message(error.limit), extensions: { code: known.code } }] });
  };
}

/** The last handler: any error left is logged and answered without its details. */
export function lastResortErrors(log: Logger): ErrorRequestHandler {
  return (error: HttpError, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) log.error({ err: error, path: req.path }, "unhandled HTTP error");
    res.status(status >= 400 && status < 600 ? status : 500).json({
      error: status >= 500 ? "internal_error" : "bad_request",
      message: status >= 500 ? "Internal server error" : error.message,
    });
  };
}

import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import {
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import { limitRules, noIntrospection, parseOptions } from "./armor.js";
import { DocumentCache } from "./document-cache.js";
import { formatResultErrors, type ErrorFormatter } from "./errors.js";
import type { RequestContext } from "./request-context.js";

// Express's router and Apollo's request pipeline cost several times what most of our queries do.
// This answers the common request — a query POSTed as JSON — in front of Express, as the app would
// (same headers, same JSON, compression above 1 KB). A query that ran is answered here, errors
// included, formatted and masked as Apollo formats them (errors.ts formatResultErrors), so nothing
// runs twice. Everything else goes on to Express and Apollo unchanged (the JSON body already read):
// mutations, subscriptions, new documents that fail to parse or validate, variables that do not
// fit (nothing ran), a context that fails (a bad token), GET, batches, persisted queries and a
// server draining.

/** The JSON types Apollo may answer a single result with; its callback spec (and 406) are left to it. */
const ANSWERABLE = ["application/json; charset=utf-8", "application/graphql-response+json; charset=utf-8"];
const NEGOTIATED = [...ANSWERABLE, "application/json; callbackSpec=1.0; charset=utf-8"];
/** The compression middleware's default threshold: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;
const JSON_TYPES = new Set(["application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"]);

type Next = () => void;

const NO_HEADERS: [string, string][] = [];

/** Whether an Accept-Encoding header may let the compression middleware encode: none (or identity alone) may not. */
const acceptsEncoding = (header: string | undefined): boolean =>
  header !== undefined && header.trim() !== "" && header.trim().toLowerCase() !== "identity";

export interface FastPathOptions {
  schema: GraphQLSchema;
  introspection: boolean;
  maxBodyBytes: number;
  requestContext: RequestContext;
  /** The client's address as Express sees it (TRUST_PROXY). */
  clientIp: (req: IncomingMessage) => string;
  isDraining: () => boolean;
  /** Apollo's formatError (apollo.ts graphqlErrorFormatter): the same masking and codes. */
  formatError: ErrorFormatter;
  /** Headers every response carries (http/security.ts). */
  headers: [string, string][];
  /** The CORS headers for a request's Origin (http/cors.ts), as Express's /graphql route adds them. */
  corsHeaders: (origin: string | undefined) => [string, string][];
  /** The compression middleware, for answers of 1 KB and more. */
  compress: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
}

/** A validated document holding a query, and its operations compiled by graphql-jit as they are asked for. */
interface Prepared {
  document: DocumentNode;
  /** By operation name ("" for none); null when graphql-jit cannot compile it (graphql-js runs it then). */
  compiled: Map<string, CompiledQuery | null>;
  /** By operation name ("" for none): whether the name picks a query (not a mutation, not ambiguous). */
  isQuery: Map<string, boolean>;
}

/** Apollo's rules: graphql-js's, the limits (armor.ts), and no introspection when it is off. */
export function fastPathRules(introspection: boolean): ValidationRule[] {
  return [...specifiedRules, ...limitRules, ...(introspection ? [] : [noIntrospection])];
}

/** A parsed, validated document, or undefined when it does not parse or validate (Apollo will say why). */
function prepare(schema: GraphQLSchema, rules: ValidationRule[], query: string): DocumentNode | undefined {
  let document: DocumentNode;
  try {
    document = parse(query, parseOptions);
  } catch {
    return undefined;
  }
  return validate(schema, document, rules).length === 0 ? document : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Bodies read here that express.json would have refused: app.ts hands the error to Express. */
const failedBodies = new WeakMap<IncomingMessage, Error>();

export function failedBodyOf(req: IncomingMessage): Error | undefined {
  return failedBodies.get(req);
}

/** express.json's reading of a body (strict: an object or array; empty is {}); throws its 400. */
function parseBody(text: string): unknown {
  const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (first === undefined) return {};
  try {
    if (first !== "{" && first !== "[")
      throw new SyntaxError(`Unexpected token ${JSON.stringify(first)}: the body must be a JSON object`);
    return JSON.parse(text);
  } catch (error) {
    throw Object.assign(error as Error, { status: 400, statusCode: 400, expose: true, type: "entity.parse.failed" });
  }
}

/** Apollo's content negotiation (runHttpQuery), remembered per Accept header: a type, or false to leave it to Apollo. */
function contentTypes() {
  const chosen = new Map<string, string | false>();
  return (accept: string | undefined): string | false => {
    if (!accept) return ANSWERABLE[0]!;
    let type = chosen.get(accept);
    if (type === undefined) {
      // Express's negotiation reads only the headers; Apollo runs the same negotiator over the same types.
      const accepts = express.request.accepts as (types: string[]) => string | false;
      const preferred = accepts.call({ headers: { accept } }, NEGOTIATED);
      type = preferred && ANSWERABLE.includes(preferred) ? preferred : false;
      if (chosen.size >= 100) chosen.clear();
      chosen.set(accept, type);
    }
    return type;
  };
}

/** A request handler in front of Express: `fastPath(req, res, () => app(req, res))`. */
export function graphqlFastPath(options: FastPathOptions) {
  const { schema, maxBodyBytes, requestContext, clientIp, isDraining, formatError, headers, corsHeaders, compress } =
    options;
  const rules = fastPathRules(options.introspection);
  // Query texts and their prepared documents (null: valid, but holds no query).
  const documents = new DocumentCache<Prepared | null>();
  const contentType = contentTypes();
  const rawHeaders = [...headers.flat(), "Cache-Control", "no-store"];

  const preparedFor = (query: string, operationName: string | undefined): Prepared | undefined => {
    let prepared = documents.get(query);
    if (prepared === undefined) {
      const document = prepare(schema, rules, query);
      if (!document) return undefined;
      const hasQuery = document.definitions.some((d) => d.kind === "OperationDefinition" && d.operation === "query");
      prepared = hasQuery ? { document, compiled: new Map(), isQuery: new Map() } : null;
      documents.set(query, prepared);
    }
    if (prepared === null) return undefined;
    const key = operationName ?? "";
    let isQuery = prepared.isQuery.get(key);
    if (isQuery === undefined) {
      isQuery = getOperationAST(prepared.document, operationName)?.operation === "query";
      // Names the document does not hold are not kept: any text could be sent as one.
      if (isQuery || prepared.isQuery.size < 20) prepared.isQuery.set(key, isQuery);
    }
    return isQuery ? prepared : undefined;
  };

  /** graphql-jit's compiled operation (several times faster than graphql-js on our lists), made once. */
  const compiledFor = ({ document, compiled }: Prepared, operationName: string | undefined): CompiledQuery | null => {
    const key = operationName ?? "";
    let query = compiled.get(key);
    if (query === undefined) {
      const result = compileQuery(schema, document, operationName);
      query = isCompiledQuery(result) ? result : null;
      compiled.set(key, query);
    }
    return query;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, body: unknown, next: Next): Promise<void> => {
    if (!isRecord(body) || typeof body.query !== "string" || body.extensions !== undefined || isDraining())
      return next();
    const { query, operationName, variables } = body;
    if (operationName != null && typeof operationName !== "string") return next();
    if (variables != null && !isRecord(variables)) return next();
    const type = contentType(req.headers.accept);
    if (!type) return next();
    const prepared = preparedFor(query, operationName ?? undefined);
    if (!prepared) return next();

    let result: ExecutionResult;
    try {
      const contextValue = await requestContext(req.headers.authorization, clientIp(req));
      const compiled = compiledFor(prepared, operationName ?? undefined);
      const ran = compiled
        ? compiled.query(undefined, contextValue, variables ?? undefined)
        : execute({
            schema,
            document: prepared.document,
            contextValue,
            variableValues: variables ?? undefined,
            operationName: operationName ?? undefined,
          });
      // A query whose resolvers all answered at once (`{ __typename }`, cached data) is not awaited.
      result = ran instanceof Promise ? await ran : ran;
    } catch {
      return next();
    }
    // No data: the variables did not fit and nothing ran; Apollo answers that (with its 400).
    if (result.errors?.length && result.data === undefined) return next();
    const formatted = result.errors?.length ? formatResultErrors(formatError, result.errors) : null;
    const status = formatted?.status ?? 200;
    // What Apollo sends: its JSON (errors first) and a newline, uncacheable (the schema has no cache hints).
    const text =
      formatted || result.extensions !== undefined
        ? `${JSON.stringify({ errors: formatted?.errors, data: result.data, extensions: result.extensions })}\n`
        : `{"data":${JSON.stringify(result.data)}}\n`;
    const length = Buffer.byteLength(text);
    const origin = req.headers.origin;
    const cors = origin === undefined ? NO_HEADERS : corsHeaders(origin);
    if (length < COMPRESS_FROM_BYTES || !acceptsEncoding(req.headers["accept-encoding"])) {
      // Below the compression threshold, or to a client that takes no encoding: what the middleware
      // would send (it only adds Vary), in one call.
      const head = cors.length ? [...rawHeaders, ...cors.flat()] : rawHeaders.slice();
      head.push("Content-Type", type, "Content-Length", String(length), "Vary", "Origin, Accept-Encoding");
      res.writeHead(status, head);
      res.end(text);
      return;
    }
    res.statusCode = status;
    for (const [name, value] of [...headers, ...cors]) res.setHeader(name, value);
    res.setHeader("Vary", "Origin");
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Length", length);
    compress(req, res, () => res.end(text));
  };

  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (req.method !== "POST" || req.url !== "/graphql") return next();
    const length = Number(req.headers["content-length"]);
    const type = req.headers["content-type"]?.toLowerCase();
    const encoded = req.headers["content-encoding"] !== undefined && req.headers["content-encoding"] !== "identity";
    // Anything express.json would treat specially (no length, too large, another charset, compressed) is left to it.
    if (!(length >= 0 && length <= maxBodyBytes) || !type || !JSON_TYPES.has(type) || encoded) return next();

    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("error", () => res.destroy());
    req.on("end", () => {
      // From here on Express sees a request whose body is read: express.json keeps req.body as set.
      let body: unknown;
      try {
        body = parseBody((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8"));
      } catch (error) {
        failedBodies.set(req, error as Error);
        return next();
      }
      (req as IncomingMessage & { body?: unknown }).body = body;
      answer(req, res, body, next).catch(() => (res.headersSent ? res.destroy() : next()));
    });
  };
}

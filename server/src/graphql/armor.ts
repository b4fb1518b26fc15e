import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { clientKey } from "../http/client-key.js";
import { DocumentCache } from "./document-cache.js";
import type { RateLimiter } from "../http/rate-limit.js";
import { ErrorCode } from "../core/errors.js";
import type { RateLimit } from "../core/transport/module-context.js";

// Limits on what one operation may ask for, the same over HTTP (Apollo) and WebSocket (graphql-ws).
// Generous for every screen of the app and for GraphiQL's introspection; tight enough that a
// hand-made query cannot make the server walk the graph for seconds.

export const LIMITS = {
  /** Nesting of selection sets (introspection's __schema is not counted). */
  depth: 10,
  /** Aliased fields in one operation (aliases multiply the work of one field). */
  aliases: 15,
  /** graphql-armor's cost: 2 per object, 1 per scalar, ×1.5 per level of depth. */
  cost: 5_000,
  /** Lexical tokens in the document: checked while parsing, before any other work. */
  tokens: 2_000,
  /** Directives in one operation. */
  directives: 20,
} as const;

export const VALIDATION_FAILED = "GRAPHQL_VALIDATION_FAILED";
const PARSE_FAILED = "GRAPHQL_PARSE_FAILED";

/** graphql-js stops parsing at this many tokens (Apollo's `parseOptions`; the WebSocket path too). */
export const parseOptions: ParseOptions = { maxTokens: LIMITS.tokens };

// graphql-armor reports "Syntax Error: Query depth limit of 10 exceeded, found 12."; the prefix is misleading.
function reportTo(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(
    new GraphQLError(error.message.replace(/^Syntax Error: /, ""), { extensions: { code: VALIDATION_FAILED } }),
  );
}

const armor = { exposeLimits: true, propagateOnRejection: false, onReject: [reportTo] };

/** The limit rules, added to graphql-js's own validation rules. */
export const limitRules: ValidationRule[] = [
  maxDepthRule({ ...armor, n: LIMITS.depth }),
  maxAliasesRule({ ...armor, n: LIMITS.aliases }),
  costLimitRule({ ...armor, maxCost: LIMITS.cost }),
  maxDirectivesRule({ ...armor, n: LIMITS.directives }),
];

/**
 * Introspection refused as Apollo refuses it (its NoIntrospection rule: one error per __schema or
 * __type field, its wording), so graphql-ws and the fast path decide and answer exactly as HTTP.
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== "__schema" && node.name.value !== "__type") return;
    context.reportError(
      new GraphQLError(
        "GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type. To enable introspection, pass introspection: true to ApolloServer in production",
        { nodes: [node], extensions: { validationErrorCode: "INTROSPECTION_DISABLED" } },
      ),
    );
  },
});

const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more that (\d+) tokens/;

/**
 * graphql-js reports the token limit as a syntax error; callers see it as the limit it is, coded
 * like the other limits. Other errors pass unchanged.
 */
export function explainTokenLimit(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const match = TOKEN_LIMIT_MESSAGE.exec(formatted.message);
  if (!match) return formatted;
  return {
    message: `Token limit of ${match[1]} exceeded: the document is too large. Send fewer or smaller operations.`,
    locations: formatted.locations,
    extensions: { ...formatted.extensions, code: VALIDATION_FAILED },
  };
}

function coded(error: GraphQLError, code: string): GraphQLError {
  const source = explainTokenLimit({ message: error.message, extensions: error.extensions });
  return new GraphQLError(source.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code: source.extensions?.code ?? code },
  });
}

export interface SubscribeMessage {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * graphql-ws `onSubscribe`: parses with the token limit and validates with the limit rules (and,
 * when introspection is off, without it), answering with coded errors like Apollo does over HTTP.
 */
export function guardedOperation(schema: GraphQLSchema, options: { introspection: boolean }) {
  const rules = [...specifiedRules, ...limitRules, ...(options.introspection ? [] : [noIntrospection])];
  // A document that passed is kept by its text: every open board subscribes with the same few, and
  // the same document object lets their results be shared (shared-events.ts).
  const passed = new DocumentCache<DocumentNode>();
  return (message: SubscribeMessage): ExecutionArgs | readonly GraphQLError[] => {
    let document = passed.get(message.query);
    if (!document) {
      try {
        document = parse(message.query, parseOptions);
      } catch (error) {
        if (error instanceof GraphQLError) return [coded(error, PARSE_FAILED)];
        throw error;
      }
      const errors = validate(schema, document, rules);
      if (errors.length > 0) return errors.map((error) => coded(error, VALIDATION_FAILED));
      passed.set(message.query, document);
    }
    return { schema, document, operationName: message.operationName, variableValues: message.variables };
  };
}

/**
 * Per-client limits for public mutations, counted in PostgreSQL so they hold across server copies.
 * The error carries `extensions.retryAfter` (seconds).
 */
export function rateLimitFor(limiter: Pick<RateLimiter, "hit">, clientIp: string): RateLimit {
  return async (action, rule) => {
    const { allowed, retryAfter } = await limiter.hit(`graphql:${action}:ip:${clientKey(clientIp)}`, rule);
    if (allowed) return;
    throw new GraphQLError(`Too many requests: try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`, {
      extensions: { code: ErrorCode.RATE_LIMITED, retryAfter },
    });
  };
}

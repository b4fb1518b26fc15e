import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import type { Server } from "node:http";
import type { Config } from "../config.js";
import { drainHttpServer } from "../http/drain.js";
import type { Logger } from "../logger.js";
import { explainTokenLimit, limitRules, parseOptions } from "./armor.js";
import type { GraphQLContext } from "./context.js";
import { formatError, type ErrorFormatter } from "./errors.js";

/** Apollo's formatError: the one masking every transport uses (HTTP, the fast path, graphql-ws). */
export function graphqlErrorFormatter(log: Logger): ErrorFormatter {
  const format = formatError(log);
  return (formatted, error) => format(explainTokenLimit(formatted), error);
}

export function createApolloServer(schema: GraphQLSchema, httpServer: Server, config: Config, log: Logger) {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.graphqlIntrospection,
    // Depth, alias, cost, directive and token limits (armor.ts); graphql-ws applies the same ones.
    validationRules: limitRules,
    parseOptions,
    formatError: graphqlErrorFormatter(log),
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown order (HTTP, then sockets, then the database).
    stopOnTerminationSignals: false,
    logger: log,
    plugins: [
      // Apollo's drainHttpServer, without its work on every request (http/drain.ts).
      drainHttpServer(httpServer),
      // The developers' sandbox (GraphiQL, bundled by the web build) is served by http/sandbox.ts.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
}

import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import type { Server } from "node:http";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { GraphQLContext } from "./context.js";
import { formatError } from "./errors.js";

export function createApolloServer(schema: GraphQLSchema, httpServer: Server, config: Config, log: Logger) {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.graphqlIntrospection,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown order (HTTP, then sockets, then the database).
    stopOnTerminationSignals: false,
    logger: log,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // The developers' sandbox (issue 4) is served by the web app, not Apollo's CDN-hosted page.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
}

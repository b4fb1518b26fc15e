// Baseline for bench/api-overhead.mjs: Apollo Server's documented Express hello-world, with the
// same Express integration and JSON body parser the real server uses, and nothing else. Port from argv.
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import express from "express";

const port = Number(process.argv[2]);
const apollo = new ApolloServer({
  typeDefs: "type Query { hello: String }",
  resolvers: { Query: { hello: () => "world" } },
});
await apollo.start();

const app = express();
// The bench waits for a 2xx here before it loads /graphql.
app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
app.use("/graphql", express.json(), expressMiddleware(apollo));
app.listen(port, "127.0.0.1");

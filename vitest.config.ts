import { defineConfig } from "vitest/config";

// Two projects: the server (decorators, real PostgreSQL) and the web app's pure logic.
export default defineConfig({
  test: {
    projects: [
      {
        // type-graphql and TypeORM read decorator metadata; oxc must emit it like tsc does.
        oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
        // One copy of graphql, or type-graphql meets "another module or realm".
        resolve: { alias: { graphql: "graphql/index.js" } },
        test: {
          name: "server",
          environment: "node",
          include: ["server/src/**/*.test.ts", "tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});

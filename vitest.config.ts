import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: the server (decorators, real PostgreSQL) and the web app's pure logic.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on 2 cores means one file at a time. The server
    // files mostly wait on PostgreSQL, sockets and timers (each clones its own database), so two
    // run side by side: 249 s → 151 s for the suite on 2 cores; a third file brought nothing more.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // type-graphql and TypeORM read decorator metadata; oxc must emit it like tsc does.
        oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
        // One copy of graphql, or type-graphql meets "another module or realm".
        resolve: { alias: { graphql: "graphql/index.js" } },
        test: {
          name: "server",
          environment: "node",
          // Files share a worker's loaded modules instead of importing the server afresh each: the
          // imports took 188 s of a 394 s run. Each file still makes its own database and server.
          isolate: false,
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

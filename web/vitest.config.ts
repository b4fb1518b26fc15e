import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// No DOM library is installed, so web unit tests cover pure logic and server-side
// rendering (react-dom/server) in the node environment, and the build's own plugins (build/).
export default defineProject({
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "web",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
  },
});

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The developers' GraphQL sandbox (GraphiQL + Monaco, served by the API at GET /graphql) is built
// on its own, after the site (`npm run build:web`): its large editor never shares a chunk with the
// site's code, so the site's bundles stay as they are. Output goes beside the site's in web/dist.
// In development the site's Vite server serves it too, at /sandbox.html.
const webRoot = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root: webRoot,
  base: "/",
  publicDir: false,
  plugins: [react()],
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    assetsDir: "assets",
    // Monaco and its language workers are large; this page is a developer tool, loaded on demand.
    chunkSizeWarningLimit: 3_000,
    rolldownOptions: {
      input: { sandbox: fileURLToPath(new URL("../../sandbox.html", import.meta.url)) },
      onLog(level, log, handler) {
        // GraphiQL's packages carry React Compiler's "use no memo" directive, meaningless once bundled.
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.id?.includes("node_modules")) return;
        handler(level, log);
      },
    },
  },
});

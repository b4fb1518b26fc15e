import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const routePathsFile = fileURLToPath(new URL("./src/app/paths.json", import.meta.url));
const apiTarget = "http://localhost:4000";

// The server answers paths outside this list with 404 (still serving index.html),
// so it needs the router's own list next to the assets it serves.
function routePathsManifest(): Plugin {
  return {
    name: "skycharter:route-paths",
    apply: "build",
    buildStart() {
      this.addWatchFile(routePathsFile);
    },
    generateBundle() {
      const paths: unknown = JSON.parse(readFileSync(routePathsFile, "utf8"));
      if (!Array.isArray(paths) || !paths.every((p) => typeof p === "string" && p.startsWith("/"))) {
        this.error(`${routePathsFile} must be a JSON array of paths starting with "/"`);
      }
      this.emitFile({ type: "asset", fileName: "route-paths.json", source: `${JSON.stringify(paths, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  root: webRoot,
  base: "/",
  plugins: [react(), routePathsManifest()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/graphql": { target: apiTarget, ws: true, changeOrigin: true },
      "/auth": { target: apiTarget, changeOrigin: true },
      "/export": { target: apiTarget, changeOrigin: true },
      "/healthz": { target: apiTarget, changeOrigin: true },
      "/readyz": { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { heroSceneFiles } from "./build/heroSceneFiles.ts";
import { routePathsManifest } from "./build/routePaths.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = "http://localhost:4000";

export default defineConfig({
  root: webRoot,
  base: "/",
  plugins: [react(), routePathsManifest(), heroSceneFiles()],
  // The server entry (entry-server.tsx) is one self-contained bundle: the server imports it at run
  // time without the web's packages, which are build-time dependencies.
  ssr: { noExternal: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    rolldownOptions: {
      // Chakra's index builds its own default system at load (`defaultSystem = createSystem(defaultConfig)`)
      // even though we only use ours: as a pure call, the unused one is dropped and the browser
      // stops building a whole second theme before the first paint is hydrated.
      treeshake: { manualPureFunctions: ["createSystem"] },
      output: {
        // Vendor code changes far less often than ours: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // A public page's own script (plain DOM code) and the plain modules it reads: one small
            // file that imports nothing else, so a page loads no framework until an island wakes
            // (tests/e2e/static-first.spec.ts checks it).
            {
              name: "static-page",
              test: /web[\\/]src[\\/](behaviours[\\/](?!use)|islands[\\/](slots|pendingInput)|app[\\/]islands[\\/](staticPage|resumableState)|auth[\\/]storageKey|lib[\\/](safeStorage|carriedToasts|preferenceCookies|bookingDraftKey)|ui[\\/]hooks[\\/]isTypingTarget|currency[\\/]currencies|i18n[\\/]locales)\./,
              priority: 5,
            },
            {
              name: "vendor-react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            // The router only serves the app (customer area, back office): islands navigate by page
            // load (app/navigation), so a public page never fetches it (tests/e2e/static-first.spec.ts).
            { name: "vendor-router", test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: "vendor-auth", test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
            // Apollo has no group: a group also takes in its modules' dependencies, and ApolloProvider's
            // context (imported by every island's providers) would pull the whole client onto pages
            // whose islands talk to the API only on demand.
            {
              name: "vendor-intl",
              test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header stays localhost:5173, so redirects the API builds come back to this dev server.
    proxy: {
      "/graphql": { target: apiTarget, ws: true, xfwd: true },
      "/auth/": { target: apiTarget, xfwd: true },
      "/export/": { target: apiTarget, xfwd: true },
      "/healthz": { target: apiTarget },
      "/readyz": { target: apiTarget },
    },
  },
  preview: { port: 4173 },
});

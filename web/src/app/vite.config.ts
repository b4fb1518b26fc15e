import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstQueries } from "../../build/firstQueries.ts";
import { heroSceneFiles } from "../../build/heroSceneFiles.ts";
import { operationModules } from "../../build/operationModules.ts";
import { surfaceChunks } from "../../build/surfaceChunks.ts";
import { usedImports } from "../../build/usedImports.ts";

// The signed-in surfaces (the customer area, the back office) are built on their own, after the
// public site (`npm run build:web`), from app.html: none of their chunks is shared with the public
// pages' islands, so each surface can be a few files of its own without making an island load more.
// The server answers with app.html every address it does not render as a public page. Output goes
// beside the site's in web/dist.
const webRoot = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root: webRoot,
  base: "/",
  publicDir: false,
  plugins: [react(), heroSceneFiles(), firstQueries(), operationModules(), usedImports()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    assetsDir: "assets",
    rolldownOptions: {
      input: { app: fileURLToPath(new URL("../../app.html", import.meta.url)) },
      // As the site's build: Chakra's unused default system is dropped.
      // Chakra's theme module builds its default config (every component's recipe) with
      // defineConfig, an identity function: marked pure, the recipes the app's system does not pick go.
      treeshake: { manualPureFunctions: ["createSystem", "defineConfig"] },
      output: { codeSplitting: { groups: surfaceChunks() } },
    },
  },
});

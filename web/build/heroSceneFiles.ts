import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin, type ResolvedConfig } from "vite";
import type { SceneDrawing } from "../src/site/home/hero/sceneDrawings";

// The home hero's scenes after the first are SVG files, not markup in every home page's HTML: the
// page names each file in its scene's data-hero-drawing and the hero behaviour fetches it a second
// before its turn. A build writes them among the assets (content-hashed, cached for good,
// precompressed with the rest); the dev server draws them on request from the current sources.
// The app reads the files' addresses from this module (typed in hero/heroSceneFiles.d.ts).
const heroSceneFilesModule = "virtual:hero-scene-files";
const resolvedId = `\0${heroSceneFilesModule}`;
const drawingsSource = fileURLToPath(new URL("../src/site/home/hero/sceneDrawings.tsx", import.meta.url));
const devPath = "/__hero-scenes/";

type DrawingsModule = { sceneDrawings: () => SceneDrawing[] };
type SceneFile = SceneDrawing & { fileName: string };

const drawScenes = () => runnerImport<DrawingsModule>(drawingsSource).then(({ module }) => module.sceneDrawings());
const contentHash = (markup: string) => createHash("sha256").update(markup).digest("base64url").slice(0, 8);

export function heroSceneFiles(): Plugin {
  let config: ResolvedConfig;
  let files: Promise<SceneFile[]> | undefined;
  const drawFiles = () =>
    (files ??= drawScenes().then((drawings) =>
      drawings.map((drawing) => ({
        ...drawing,
        fileName: `${config.build.assetsDir}/hero-${drawing.id}-${contentHash(drawing.markup)}.svg`,
      })),
    ));

  return {
    name: "skycharter:hero-scene-files",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === heroSceneFilesModule ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (config.command === "serve") {
        return `export const heroSceneFile = (id) => ${JSON.stringify(devPath)} + id + ".svg";`;
      }
      const byId = Object.fromEntries((await drawFiles()).map((file) => [file.id, config.base + file.fileName]));
      return `const files = ${JSON.stringify(byId)};\nexport const heroSceneFile = (id) => files[id];`;
    },
    async generateBundle() {
      // The server build names the same files (same drawings, same hashes); the browser build writes them.
      if (config.build.ssr || !files) return;
      for (const { fileName, markup } of await files) this.emitFile({ type: "asset", fileName, source: markup });
    },
    configureServer(server) {
      // Drawn afresh on each request (the config's ssr.noExternal would inline React's CommonJS
      // server build into the dev server's own module runner, so the drawing runs in a plain one).
      server.middlewares.use(devPath, (request, response, next) => {
        const id = request.url?.replace(/^\//, "").replace(/\.svg(\?.*)?$/, "");
        drawScenes()
          .then((drawings) => {
            const drawing = drawings.find((scene) => scene.id === id);
            if (!drawing) return next();
            response.setHeader("Content-Type", "image/svg+xml");
            response.end(drawing.markup);
          })
          .catch(next);
      });
    },
  };
}

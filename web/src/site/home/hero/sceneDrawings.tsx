// Build time only (web/build/heroSceneFiles.ts): the scenes after the first are served as SVG files
// of their own, drawn by the same component the page draws the first one with (inline: its first paint).
import { renderToStaticMarkup } from "react-dom/server";
import { HeroScene } from "./HeroScene";
import { heroScenes } from "./heroScenes";

export interface SceneDrawing {
  id: string;
  markup: string;
}

export function sceneDrawings(): SceneDrawing[] {
  return heroScenes
    .slice(1)
    .map((scene) => ({ id: scene.id, markup: renderToStaticMarkup(<HeroScene scene={scene} />) }));
}

// Made by web/build/heroSceneFiles.ts: where the scene with this id is served as an SVG file.
declare module "virtual:hero-scene-files" {
  export function heroSceneFile(id: string): string | undefined;
}

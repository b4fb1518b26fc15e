import { memo } from "react";
import { GroundLayer } from "./GroundLayer";
import type { HeroSceneSpec } from "./heroScenes";
import { JetSilhouette } from "./JetSilhouette";
import { Aurora, Celestial, Clouds, Sky, Stars, sceneHeight, sceneWidth } from "./SkyLayers";

// Drawn inline for the first scene and, for the others, into SVG files at build (sceneDrawings.tsx):
// the namespace lets the same markup stand as a file of its own.
export const HeroScene = memo(function HeroScene({ scene }: { scene: HeroSceneSpec }) {
  const id = `hero-${scene.id}`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${sceneWidth} ${sceneHeight}`}
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-scene={scene.id}
    >
      <Sky id={id} sky={scene.sky} />
      {scene.stars ? <Stars id={id} count={scene.stars} /> : null}
      {scene.aurora ? <Aurora id={id} /> : null}
      {scene.celestial ? <Celestial id={id} body={scene.celestial} /> : null}
      {scene.clouds ? <Clouds id={id} clouds={scene.clouds} /> : null}
      <GroundLayer id={id} ground={scene.ground} lightX={scene.celestial?.x} />
      <JetSilhouette id={id} jet={scene.jet} />
    </svg>
  );
});

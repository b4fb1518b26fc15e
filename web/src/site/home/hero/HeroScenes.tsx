import { Box } from "@chakra-ui/react";
import { heroSceneFile } from "virtual:hero-scene-files";
import { HeroScene } from "./HeroScene";
import { heroScenes } from "./heroScenes";

// The one shown fades in over the one it replaces. The hero behaviour (behaviours/hero.ts) only
// moves the markers this CSS reads, on a static page and in the app alike.
const sceneLook = {
  position: "absolute",
  inset: "0",
  opacity: 0,
  visibility: "hidden",
  "&[data-active], &[data-previous]": { visibility: "visible" },
  "&[data-previous]": { opacity: 1, zIndex: 0 },
  "&[data-active]": { opacity: 1, zIndex: 1, transition: "opacity 1.2s ease-out" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none !important" },
} as const;

/**
 * The hero's backdrop: the first scene is drawn with the page (its first paint); each of the others
 * is an SVG file named in data-hero-drawing, which the hero behaviour fetches shortly before its
 * turn, so the page's HTML stays small. Under the text and controls, in a stacking context of its own.
 */
export function HeroScenes() {
  return (
    <Box position="absolute" inset="0" zIndex="0" pointerEvents="none" aria-hidden="true">
      {heroScenes.map((scene, i) => (
        <Box
          key={scene.id}
          data-hero-scene={i}
          data-active={i === 0 ? "" : undefined}
          data-hero-drawing={i === 0 ? undefined : heroSceneFile(scene.id)}
          css={sceneLook}
        >
          {i === 0 ? <HeroScene scene={scene} /> : null}
        </Box>
      ))}
      <Box
        position="absolute"
        inset="0"
        zIndex="1"
        bgGradient="to-t"
        gradientFrom="rgba(6,13,31,0.85)"
        gradientVia="rgba(6,13,31,0.25)"
        gradientTo="rgba(6,13,31,0.45)"
      />
    </Box>
  );
}

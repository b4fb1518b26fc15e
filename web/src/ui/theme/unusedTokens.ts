// Every page's HTML carries the theme's global CSS: a variable for each token and each keyframes
// rule. These keep it to what the product can use.

/**
 * Chakra palettes that no badge, button, status, chart or style of the product names (colorPalette
 * values and `<palette>.<shade>` uses across web/src; Chakra's recipes name none of them).
 */
const unusedPalettes = new Set(["yellow", "cyan", "pink"]);

export function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;
}

const isLightAndDark = (value: unknown): value is { _light: unknown } =>
  typeof value === "object" && value !== null && "_light" in value;

/** The site has one colour scheme: each semantic token keeps its light value, and no page carries a `.dark` copy of them all. */
export function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== "object" || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, entry]) => [
      key,
      key === "value" && isLightAndDark(entry) ? entry._light : lightOnly(entry),
    ]),
  ) as T;
}

/**
 * The keyframes that the kept recipes, animation styles and animation tokens name, and the app's
 * own styles (the home sign-in prompt's slide-from-bottom and fade-in); system.test.ts checks that
 * none a recipe names is missing. Chakra's others (drawer slides, marquee, collapse…) go.
 */
const usedKeyframeNames = new Set([
  "spin",
  "pulse",
  "ping",
  "bounce",
  "bg-position",
  "position",
  "fade-in",
  "fade-out",
  "scale-in",
  "scale-out",
  "slide-from-top",
  "slide-from-bottom",
  "slide-from-left",
  "slide-from-right",
  "slide-to-top",
  "slide-to-bottom",
  "slide-to-left",
  "slide-to-right",
]);

export function usedKeyframes<T extends object>(keyframes: T): T {
  return Object.fromEntries(Object.entries(keyframes).filter(([name]) => usedKeyframeNames.has(name))) as T;
}

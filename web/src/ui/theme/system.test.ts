import { keyframes as chakraKeyframes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { system } from "./system";

const theme = system._config.theme ?? {};
const keptKeyframes = Object.keys(theme.keyframes ?? {});
// What may name a keyframes rule: the kept recipes, animation styles and animation tokens.
const namers = JSON.stringify([theme.recipes, theme.slotRecipes, theme.animationStyles, theme.tokens?.animations]);
const names = (name: string) => new RegExp(`(^|[\\s,"])${name}([\\s,"]|$)`).test(namers);

describe("the theme's global CSS", () => {
  it("keeps every keyframes rule a kept recipe, animation style or token names", () => {
    const named = Object.keys(chakraKeyframes).filter(names);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !keptKeyframes.includes(name))).toEqual([]);
  });

  it("drops the keyframes of components the product does not have", () => {
    expect(keptKeyframes).not.toContain("marqueeX");
    expect(keptKeyframes).not.toContain("slide-from-left-full");
  });

  it("writes one colour scheme, with no token left pointing at a dropped palette", () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).not.toContain(".dark");
    expect(css).not.toMatch(/colors-(yellow|cyan|pink)-/);
    expect(css).toContain("--chakra-colors-red-500");
    expect(css).toContain(`"--chakra-colors-bg-error":"var(--chakra-colors-red-50)"`);
  });
});

import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  ratingGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { lightOnly, usedKeyframes, withoutUnusedPalettes } from "./unusedTokens";

// Chakra's theme with only the recipes of the components the product uses (Chakra's
// component-bundle optimisation): every page that loads the system stops carrying the styles of
// some forty components it never shows. A component whose recipe is missing renders unstyled, so
// a new kind of component adds its recipe here.
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  icon: iconRecipe,
  checkmark: checkmarkRecipe,
};
/**
 * Chakra writes `font-feature-settings: pnum` (unquoted, so invalid CSS) beside
 * `font-variant-numeric: proportional-nums`, which already says it: the invalid one goes.
 */
function withoutFeatureSettings(recipe: typeof statSlotRecipe): typeof statSlotRecipe {
  const { fontFeatureSettings: _invalid, ...valueText } = recipe.base?.valueText ?? {};
  return { ...recipe, base: { ...recipe.base, valueText } };
}

const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  // Side by side unless a list says otherwise: Chakra passes an `orientation` prop on to the <dl>,
  // where it is not valid HTML, so the product's lists never set it.
  dataList: {
    ...dataListSlotRecipe,
    defaultVariants: { ...dataListSlotRecipe.defaultVariants, orientation: "horizontal" as const },
  },
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe,
  stat: withoutFeatureSettings(statSlotRecipe),
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

// Every page's HTML carries the theme's tokens as CSS variables and its keyframes: only those the
// product can use are kept (theme/unusedTokens.ts).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: usedKeyframes(keyframes),
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

// System font stacks only: the site must render offline and with no font CDN.
// Latin glyphs come first; Arabic and CJK fall through to the platform's own faces.
const serifStack =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Baskerville, Georgia, "Noto Serif", "Noto Naskh Arabic", "Songti SC", "Noto Serif CJK SC", serif';
const sansStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg", color: "fg" },
    html: { scrollBehavior: "smooth", scrollPaddingTop: "7rem", _motionReduce: { scrollBehavior: "auto" } },
    "::selection": { bg: "gold.300", color: "navy.950" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: serifStack },
        body: { value: sansStack },
      },
      colors: {
        navy: {
          50: { value: "#eef2f9" },
          100: { value: "#d6deee" },
          200: { value: "#aebddc" },
          300: { value: "#7d93c2" },
          400: { value: "#4f69a3" },
          500: { value: "#314b85" },
          600: { value: "#223868" },
          700: { value: "#192a51" },
          800: { value: "#111e3d" },
          900: { value: "#0a1630" },
          950: { value: "#060d1f" },
        },
        gold: {
          50: { value: "#fbf7ea" },
          100: { value: "#f5ecc8" },
          200: { value: "#ecd98f" },
          300: { value: "#e2c35a" },
          400: { value: "#d4af37" },
          500: { value: "#b8942a" },
          600: { value: "#967521" },
          700: { value: "#72581b" },
          800: { value: "#4f3d14" },
          900: { value: "#33270d" },
          950: { value: "#1c1507" },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Nested with DEFAULT, so Chakra's other bg.*, fg.* and border.* tokens (bg.panel for dialogs
        // and toasts, fg.error for field errors…) survive the merge; a bare `bg: { value }` replaced them all.
        bg: {
          DEFAULT: { value: "#fbfaf7" },
          muted: { value: "#f3f0e8" },
          inverted: { value: "{colors.navy.900}" },
        },
        fg: {
          DEFAULT: { value: "{colors.navy.900}" },
          muted: { value: "{colors.navy.500}" },
          inverted: { value: "#f7f3e8" },
          // Chakra's red.500 reads at 3.6:1 on the page's background: field errors are small text,
          // which needs 4.5:1 (red.700: 8:1).
          error: { value: "{colors.red.700}" },
        },
        border: { DEFAULT: { value: "#e6e0d0" } },
        gold: {
          solid: { value: "{colors.gold.400}" },
          contrast: { value: "{colors.navy.950}" },
          fg: { value: "{colors.gold.700}" },
          muted: { value: "{colors.gold.200}" },
          subtle: { value: "{colors.gold.100}" },
          emphasized: { value: "{colors.gold.300}" },
          focusRing: { value: "{colors.gold.400}" },
          border: { value: "{colors.gold.500}" },
        },
        navy: {
          solid: { value: "{colors.navy.900}" },
          contrast: { value: "#ffffff" },
          fg: { value: "{colors.navy.800}" },
          muted: { value: "{colors.navy.200}" },
          subtle: { value: "{colors.navy.100}" },
          emphasized: { value: "{colors.navy.300}" },
          focusRing: { value: "{colors.gold.400}" },
          border: { value: "{colors.navy.600}" },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

/**
 * The same system for the islands of a static-first page: the page's HTML already carries the global
 * styles (reset, tokens) once, so an island does not write them again for each of its roots.
 */
export const islandSystem: typeof system = { ...system, _global: [] };

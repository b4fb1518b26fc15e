import type { StylisPlugin } from "@emotion/cache";

// The CSS prefixes that browsers the site supports (the build's baseline targets: Safari 16.4,
// Chrome 111 and on) still need. Emotion's default prefixer also writes the old flexbox, -ms-,
// -moz- and @-webkit-keyframes forms: about an eighth of every page's style bytes, read by no
// current browser. Declarations the styles write prefixed themselves are left as they are. The
// server's page styles use it; the browser's emotion, which writes only what the page lacks, keeps its own.
const needsWebkit = new Set([
  "user-select",
  "text-size-adjust",
  "backdrop-filter",
  "background-clip",
  "text-decoration",
  "hyphens",
  "box-decoration-break",
  "mask",
  "mask-image",
  "mask-size",
  "mask-position",
  "mask-repeat",
]);

export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === "decl" && typeof element.props === "string" && needsWebkit.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

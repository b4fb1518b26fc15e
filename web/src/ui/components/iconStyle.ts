// How the hand-drawn icons are drawn: decorative (pair them with text), sized with their text
// (Chakra's icon recipe leaves size to the caller), in 1.6-wide round strokes.
export const defaults = { "aria-hidden": true, boxSize: "1em" } as const;

export const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

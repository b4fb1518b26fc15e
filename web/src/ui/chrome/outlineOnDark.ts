/** An outlined button on the navy bars (the site's and the customer area's): white text, a gold edge on hover. */
export const outlineOnDark = {
  variant: "outline",
  color: "fg.inverted",
  borderColor: "whiteAlpha.500",
  _hover: { bg: "whiteAlpha.200", borderColor: "gold.300" },
} as const;

import type { SystemStyleObject } from "@chakra-ui/react";

// Light text on a dark bar (the site's top navigation, the customer area's sections); the current page,
// or the section it belongs to (aria-current="true"), is marked in gold as well as by aria-current.
export const navLinkStyles: SystemStyleObject = {
  color: "whiteAlpha.900",
  fontSize: "sm",
  fontWeight: "medium",
  letterSpacing: "wide",
  px: "2",
  py: "1",
  rounded: "sm",
  textDecoration: "none",
  whiteSpace: "nowrap",
  _hover: { color: "gold.300", textDecoration: "none" },
  "&[aria-current=page], &[aria-current=true]": {
    color: "gold.300",
    boxShadow: "inset 0 -2px 0 var(--chakra-colors-gold-400)",
  },
  _focusVisible: { outline: "2px solid", outlineColor: "gold.400", outlineOffset: "2px" },
};

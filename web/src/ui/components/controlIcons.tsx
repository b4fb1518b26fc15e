import { createIcon } from "@chakra-ui/react";
import { defaults, stroke } from "./iconStyle";

// The tick and the cross form controls draw, apart from the other icons: a form loads these two
// without the rest.

export const CheckIcon = createIcon({
  displayName: "CheckIcon",
  path: <path {...stroke} strokeWidth={2} d="M5 12.5l4.5 4.5L19 7.5" />,
  defaultProps: defaults,
});

export const CloseIcon = createIcon({
  displayName: "CloseIcon",
  path: <path {...stroke} d="M6 6l12 12M18 6L6 18" />,
  defaultProps: defaults,
});

import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { CheckIcon } from "../controlIcons";

// Native radio buttons and checkboxes drawn as Chakra's radio and check marks (solid, medium): the
// browser keeps their state, keyboard and form behaviour, with or without the page's scripts.
// Under forced colours the platform's own controls come back, which that mode draws reliably.

const mark = {
  appearance: "none",
  display: "inline-flex",
  flexShrink: 0,
  boxSize: "5",
  borderWidth: "1px",
  borderColor: "border.emphasized",
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
  _invalid: { colorPalette: "red", borderColor: "border.error" },
  _disabled: { opacity: "0.5", cursor: "disabled" },
  "@media (forced-colors: active)": { appearance: "auto" },
} as const;

/** A radio button drawn as a filled ring with a dot in the middle once chosen. */
export const RadioMark = chakra(
  "input",
  {
    base: {
      ...mark,
      rounded: "full",
      cursor: "radio",
      _checked: {
        bg: "colorPalette.solid",
        borderColor: "colorPalette.solid",
        color: "colorPalette.contrast",
        // The dot: 40% of the inside, as Chakra's mark draws it.
        bgImage: "radial-gradient(circle closest-side, currentColor 40%, transparent calc(40% + 0.5px))",
      },
    },
  },
  { defaultProps: { type: "radio" } },
);

const CheckBox = chakra("input", {
  base: {
    ...mark,
    rounded: "l1",
    cursor: "checkbox",
    _checked: { bg: "colorPalette.solid", borderColor: "colorPalette.solid" },
  },
});

/** A checkbox drawn as a square that fills and shows a tick once ticked. */
export function CheckboxMark(props: Omit<HTMLChakraProps<"input">, "type">) {
  return (
    <chakra.span position="relative" display="inline-flex" flexShrink="0">
      <CheckBox className="peer" type="checkbox" {...props} />
      <CheckIcon
        position="absolute"
        inset="0"
        boxSize="5"
        p="0.5"
        color="colorPalette.contrast"
        pointerEvents="none"
        display="none"
        _peerChecked={{ display: "block" }}
        css={{ "@media (forced-colors: active)": { display: "none !important" } }}
      />
    </chakra.span>
  );
}

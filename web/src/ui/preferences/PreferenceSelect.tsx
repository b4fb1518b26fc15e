import { chakra, NativeSelect } from "@chakra-ui/react";
import { usePageLocation } from "../navigation/navigation";

export interface PreferenceOption {
  value: string;
  label: string;
}

interface PreferenceSelectProps {
  /** The form field the server reads (POST /preferences): "lang" or "currency". */
  name: "lang" | "currency";
  /** Accessible name; there is no visible label in the compact navigation. */
  label: string;
  /** The submit button's text, shown only without JavaScript. */
  applyLabel: string;
  value: string;
  options: readonly PreferenceOption[];
  onChange: (value: string) => void;
  width?: string;
}

const applyButtonStyle = {
  fontSize: "12px",
  padding: "4px 8px",
  borderRadius: "4px",
  border: 0,
  background: "#d4af37",
  color: "#0a1630",
  cursor: "pointer",
};

/**
 * A native <select> (keyboard, screen readers and mobile pickers work without extra code) in a plain
 * form. In the app the choice applies at once; on a static page the form is sent as soon as a value
 * is chosen (behaviours/preferenceForm), and without JavaScript the button sends it: the server
 * remembers it in a cookie and sends the visitor back to the same page, now in that language or
 * currency.
 */
export function PreferenceSelect({
  name,
  label,
  applyLabel,
  value,
  options,
  onChange,
  width = "auto",
}: PreferenceSelectProps) {
  const { pathname, search } = usePageLocation();
  return (
    <chakra.form
      method="post"
      action="/preferences"
      data-behaviour="preference-form"
      display="flex"
      alignItems="center"
      gap="1"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      <NativeSelect.Root size="sm" width={width} variant="outline">
        <NativeSelect.Field
          name={name}
          aria-label={label}
          title={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          color="fg.inverted"
          bg="whiteAlpha.100"
          borderColor="whiteAlpha.400"
          _hover={{ borderColor: "gold.300" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "gold.400", outlineOffset: "2px" }}
          css={{ "& option": { color: "var(--chakra-colors-navy-900)", background: "white" } }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator color="gold.300" />
      </NativeSelect.Root>
      <noscript>
        {/* Plain inline styles: React renders a <noscript>'s content as HTML only on the server. */}
        <button type="submit" style={applyButtonStyle}>
          {applyLabel}
        </button>
      </noscript>
    </chakra.form>
  );
}

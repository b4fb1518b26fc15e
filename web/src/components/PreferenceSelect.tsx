import { NativeSelect } from "@chakra-ui/react";

export interface PreferenceOption {
  value: string;
  label: string;
}

interface PreferenceSelectProps {
  /** Accessible name; there is no visible label in the compact navigation. */
  label: string;
  value: string;
  options: readonly PreferenceOption[];
  onChange: (value: string) => void;
  width?: string;
}

// A native <select>: keyboard, screen reader and mobile pickers work without extra code.
export function PreferenceSelect({ label, value, options, onChange, width = "auto" }: PreferenceSelectProps) {
  return (
    <NativeSelect.Root size="sm" width={width} variant="outline">
      <NativeSelect.Field
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
  );
}

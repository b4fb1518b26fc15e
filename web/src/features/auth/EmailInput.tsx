import { Input, type InputProps } from "@chakra-ui/react";

/** Addresses read left to right in every language; in Arabic the field still aligns to the right. */
export function EmailInput(props: Omit<InputProps, "type">) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      dir="ltr"
      _rtl={{ textAlign: "right" }}
      {...props}
    />
  );
}

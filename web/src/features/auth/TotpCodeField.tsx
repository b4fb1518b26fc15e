import { Input } from "@chakra-ui/react";
import type { AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import { AuthField } from "./AuthField";

interface TotpCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | AuthErrorMessage;
  autoFocus?: boolean;
}

/** The six digits an authenticator app shows; phones offer their one-time-code keyboard. */
export function TotpCodeField({ value, onChange, error, autoFocus }: TotpCodeFieldProps) {
  return (
    <AuthField label="auth.field.code" error={error}>
      <Input
        name="code"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        dir="ltr"
        fontFamily="mono"
        fontSize="xl"
        letterSpacing="0.3em"
        textAlign="center"
        autoFocus={autoFocus}
      />
    </AuthField>
  );
}

import { Input } from "@chakra-ui/react";
import type { AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import type { MessageId } from "../../i18n/messages";
import { AuthField } from "./AuthField";

interface TotpCodeFieldProps {
  /** The field's label: an authenticator's code unless said otherwise (a code mailed to the owner). */
  label?: MessageId;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | AuthErrorMessage;
  autoFocus?: boolean;
}

/** The six digits an authenticator app shows; phones offer their one-time-code keyboard. */
export function TotpCodeField({ label = "auth.field.code", value, onChange, error, autoFocus }: TotpCodeFieldProps) {
  return (
    <AuthField label={label} error={error}>
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

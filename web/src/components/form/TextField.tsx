import { Field, Input, Textarea } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";

interface TextFieldProps {
  label: MessageId;
  /** The form field's name, for a form that also posts without JavaScript. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
  required?: boolean;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  helper?: MessageId;
}

/** A labelled input (or textarea) with its error beside it, in the visitor's language. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  type = "text",
  autoComplete,
  multiline,
  maxLength,
  helper,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        <FormattedMessage id={label} />
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
          rows={5}
          autoresize
        />
      ) : (
        <Input
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
        />
      )}
      {helper && !error && (
        <Field.HelperText>
          <FormattedMessage id={helper} />
        </Field.HelperText>
      )}
      {error && (
        <Field.ErrorText>
          <FormattedMessage id={error} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

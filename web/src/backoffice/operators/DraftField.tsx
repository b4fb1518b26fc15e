import { Field, Input, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";

interface DraftFieldProps {
  label: MessageId;
  value: string;
  onChange: (value: string) => void;
  /** The problem with the value, said beside it once the server (or the browser) refused it. */
  error?: MessageId;
  type?: "text" | "email" | "tel" | "date";
  required?: boolean;
  maxLength?: number;
  helper?: ReactNode;
  multiline?: boolean;
}

/** One labelled field of the back office's operator and aircraft forms, with its error beside it. */
export function DraftField({
  label,
  value,
  onChange,
  error,
  type = "text",
  required,
  maxLength,
  helper,
  multiline,
}: DraftFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        <FormattedMessage id={label} />
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} maxLength={maxLength} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input type={type} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && (
        <Field.ErrorText>
          <FormattedMessage id={error} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

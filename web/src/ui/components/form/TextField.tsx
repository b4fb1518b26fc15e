import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../i18n/messages";
import { FieldInput, FieldTextarea, FormField, type FieldControl } from "./FormField";
import { useFitToText } from "./useFitToText";

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
    <FormField
      label={<FormattedMessage id={label} />}
      required={required}
      markRequired
      helper={helper && !error ? <FormattedMessage id={helper} /> : undefined}
      error={error ? <FormattedMessage id={error} /> : undefined}
    >
      {(control) =>
        multiline ? (
          <NoteInput control={control} name={name} value={value} onChange={onChange} maxLength={maxLength} />
        ) : (
          <FieldInput
            {...control}
            name={name}
            type={type}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={maxLength}
          />
        )
      }
    </FormField>
  );
}

interface NoteInputProps {
  control: FieldControl;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** Five rows to start with, growing with the text. */
function NoteInput({ control, name, value, onChange, maxLength }: NoteInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useFitToText(ref, value);
  return (
    <FieldTextarea
      {...control}
      ref={ref}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={maxLength}
      rows={5}
      resize="none"
    />
  );
}

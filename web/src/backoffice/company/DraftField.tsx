import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { FieldInput, FieldTextarea, FormField } from "../../ui/components/form/FormField";

interface DraftFieldProps {
  label: ReactNode;
  /** The field's name as the server names it in a refusal (e.g. desks[0].phone). */
  path: string;
  value: string;
  onChange: (value: string) => void;
  invalid: ReadonlySet<string>;
  helper?: ReactNode;
  multiline?: boolean;
  /** Phone numbers, emails and figures read left to right in every language. */
  ltr?: boolean;
  inputMode?: "numeric" | "tel" | "email";
}

/** One field of the company form, marked when the server (or the form) refused its value. */
export function DraftField({
  label,
  path,
  value,
  onChange,
  invalid,
  helper,
  multiline,
  ltr,
  inputMode,
}: DraftFieldProps) {
  return (
    <FormField
      label={label}
      helper={helper}
      error={invalid.has(path) ? <FormattedMessage id="admin.company.invalid" /> : undefined}
    >
      {(control) =>
        multiline ? (
          <FieldTextarea
            {...control}
            rows={4}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            data-field={path}
          />
        ) : (
          <FieldInput
            {...control}
            dir={ltr ? "ltr" : undefined}
            inputMode={inputMode}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            data-field={path}
          />
        )
      }
    </FormField>
  );
}

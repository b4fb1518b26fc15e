import { Field, Input, type FieldRootProps } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../i18n/messages";

interface SearchFieldProps extends Pick<FieldRootProps, "width" | "flex"> {
  label: MessageId;
  placeholder: MessageId;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** A list's labelled search box (the one "/" jumps to in the back office); 100 characters, the API's limit. */
export function SearchField({ label, placeholder, value, onChange, testId, ...layout }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root {...layout}>
      <Field.Label>
        <FormattedMessage id={label} />
      </Field.Label>
      <Input
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={intl.formatMessage({ id: placeholder })}
        data-testid={testId}
      />
    </Field.Root>
  );
}

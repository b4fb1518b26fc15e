import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import type { MessageId } from "../../i18n/messages";
import { useAuthMessage } from "./useAuthMessage";

interface AuthFieldProps {
  label: MessageId;
  error?: FieldError | AuthErrorMessage;
  /** Always shown under the input, e.g. the password hint. */
  helper?: MessageId;
  required?: boolean;
  children: ReactNode;
}

/** A labelled input whose problem is shown right beside it and tied to it (aria-describedby). */
export function AuthField({ label, error, helper, required = true, children }: AuthFieldProps) {
  const format = useAuthMessage();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      {/* Every field of these short forms is required (and marked so for assistive technology): no asterisks. */}
      <Field.Label>
        <FormattedMessage id={label} />
      </Field.Label>
      {children}
      {helper && (
        <Field.HelperText>
          <FormattedMessage id={helper} />
        </Field.HelperText>
      )}
      <Field.ErrorText>{error ? format(error) : null}</Field.ErrorText>
    </Field.Root>
  );
}

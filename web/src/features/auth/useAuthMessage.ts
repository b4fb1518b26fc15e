import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";

/** Formats a validation or auth error message in the current language. */
export function useAuthMessage(): (message: AuthErrorMessage | FieldError) => string {
  const intl = useIntl();
  return useCallback(
    (message) => ("text" in message ? message.text : intl.formatMessage({ id: message.id }, message.values)),
    [intl],
  );
}

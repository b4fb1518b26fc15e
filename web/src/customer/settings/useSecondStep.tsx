import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { authErrorCode } from "../../auth/authErrors";
import { MfaChallengeForm } from "../../features/auth";

/**
 * Changes that need a session verified with the second factor (aal2): when the server answers
 * insufficient_aal, ask for a code in place of the form, then run the change again.
 */
export function useSecondStep() {
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  return {
    /** True when the error asked for a code (the prompt is now showing). */
    askIfNeeded(error: unknown, again: () => Promise<void>): boolean {
      if (authErrorCode(error) !== "insufficient_aal") return false;
      setRetry(() => again);
      return true;
    },
    prompt: retry && (
      <MfaChallengeForm
        intro={
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="settings.secondStep" />
          </Text>
        }
        cancelLabel="common.cancel"
        onCancel={() => setRetry(null)}
        onVerified={async () => {
          setRetry(null);
          await retry();
        }}
      />
    ),
  };
}

import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import type { AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { LockIcon } from "../../ui/components/icons";
import { useAuthMessage } from "./useAuthMessage";
import { browserSupportsWebAuthn, describeWebAuthnError } from "./webauthn";

/** "Sign in with a passkey": no address, no password; the browser offers the passkeys it holds for this site. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const client = useAuthClient();
  const format = useAuthMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorMessage>();

  async function signIn() {
    setBusy(true);
    setError(undefined);
    const { error: failure } = browserSupportsWebAuthn()
      ? await client.signInWithPasskey().catch((thrown: unknown) => ({ error: thrown }))
      : { error: { code: "unsupported" } };
    setBusy(false);
    if (failure) {
      setError(describeWebAuthnError(failure, "auth.passkey.failed"));
      return;
    }
    await onSignedIn();
  }

  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="4">
      <Button variant="outline" gap="3" loading={busy} onClick={() => void signIn()}>
        <LockIcon boxSize="5" />
        <FormattedMessage id="auth.passkey.signIn" />
      </Button>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {format(error)}
        </Text>
      )}
    </Stack>
  );
}

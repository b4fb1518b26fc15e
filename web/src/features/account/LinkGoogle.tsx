import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { useSession } from "../../auth/SessionContext";
import { GoogleIcon } from "../../ui/components/icons";
import { useAuthToasts } from "../auth";

/** Offered when the server has Google sign-in and lets users link identities, and Google is not yet linked. */
export function LinkGoogle({ returnPath }: { returnPath: string }) {
  const settings = useAuthSettings();
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const [redirecting, setRedirecting] = useState(false);
  if (
    !settings?.googleEnabled ||
    !settings.manualLinking ||
    user?.identities?.some((identity) => identity.provider === "google")
  )
    return null;

  async function link() {
    setRedirecting(true);
    const { error } = await client.linkIdentity({
      provider: "google",
      options: { redirectTo: `${window.location.origin}${returnPath}` },
    });
    if (error) {
      setRedirecting(false);
      toasts.error(error, "account.security.linkGoogleFailed");
    }
  }

  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="5">
      <Text fontWeight="semibold">
        <FormattedMessage id="account.security.connectedAccounts" />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="account.security.linkGoogleIntro" />
      </Text>
      <Button variant="outline" alignSelf="start" gap="3" loading={redirecting} onClick={() => void link()}>
        <GoogleIcon boxSize="5" />
        <FormattedMessage id="account.security.linkGoogle" />
      </Button>
    </Stack>
  );
}

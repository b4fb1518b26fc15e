import { AbsoluteCenter, Box, Button, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { customerDashboardPath } from "../../auth/paths";
import { useAuthClient } from "../../auth/SessionContext";
import { GoogleIcon } from "../../ui/components/icons";
import { useAuthToasts } from "./useAuthToasts";

/**
 * 'Continue with Google' and an "or" rule, only when the server has Google configured
 * (GET /auth/v1/settings). Google sends the user back to the customer dashboard (spec §4).
 */
export function GoogleSignIn() {
  const settings = useAuthSettings();
  const client = useAuthClient();
  const toasts = useAuthToasts();
  const [redirecting, setRedirecting] = useState(false);

  if (!settings?.googleEnabled) return null;

  async function signIn() {
    setRedirecting(true);
    try {
      const { error } = await client.signInWithOAuth({
        provider: "google",
        options: { redirectTo: `${window.location.origin}${customerDashboardPath}` },
      });
      if (error) throw error;
    } catch (error) {
      setRedirecting(false);
      toasts.error(error, "auth.toast.googleFailed");
    }
  }

  return (
    <Stack gap="5">
      <Button variant="outline" size="lg" loading={redirecting} onClick={() => void signIn()} bg="white" gap="3">
        <GoogleIcon boxSize="5" />
        <FormattedMessage id="auth.google" />
      </Button>
      <Box position="relative" py="2" aria-hidden="true">
        <Separator />
        <AbsoluteCenter bg="white" px="3">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="auth.or" />
          </Text>
        </AbsoluteCenter>
      </Box>
    </Stack>
  );
}

import { Button, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { customerDashboardPath } from "../../auth/paths";
import { useAuthClient } from "../../auth/SessionContext";
import { useAuthToasts } from "../../features/auth";

// The server sends one link per address per minute; the button waits as long.
const COOLDOWN_SECONDS = 60;

/** "Resend confirmation email": a new link to the address just signed up with. */
export function ResendConfirmation({ email }: { email: string }) {
  const client = useAuthClient();
  const toasts = useAuthToasts();
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function resend() {
    setSending(true);
    const { error } = await client.resend({
      type: "signup",
      email,
      options: { emailRedirectTo: `${window.location.origin}${customerDashboardPath}` },
    });
    setSending(false);
    if (error) return toasts.error(error, "auth.confirm.resendFailed");
    setWait(COOLDOWN_SECONDS);
    toasts.success("auth.confirm.resent");
  }

  return (
    <>
      <Button
        variant="ghost"
        colorPalette="navy"
        alignSelf="start"
        loading={sending}
        disabled={wait > 0}
        onClick={() => void resend()}
      >
        <FormattedMessage id="auth.confirm.resend" />
      </Button>
      {wait > 0 && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          <FormattedMessage id="auth.confirm.resendWait" values={{ seconds: wait }} />
        </Text>
      )}
    </>
  );
}

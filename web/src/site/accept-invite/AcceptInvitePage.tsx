import { Alert } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { PageTitle } from "../../ui/components/PageTitle";
import { AuthPageShell, NewPasswordForm } from "../../features/auth";

type Step = "verifying" | "password" | "invalid";

/** The invitation's secret, taken out of the address bar at once so it stays out of history and referrers. */
function takeInviteToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("type") === "invite" ? url.searchParams.get("token_hash") : null;
  if (token) window.history.replaceState(window.history.state, "", url.pathname);
  return token;
}

/**
 * Where a staff invitation lands (/accept-invite?token_hash=…&type=invite). The link is redeemed
 * here with POST /auth/v1/verify (type=invite), not by the server redirect, because this app's
 * auth-js runs the PKCE flow, which refuses sessions handed over in a URL fragment. Signed in, the
 * new colleague chooses a password; the staff login then has them set up their authenticator.
 */
export default function AcceptInvitePage() {
  const { client, loading, session } = useSession();
  const [step, setStep] = useState<Step>("verifying");
  const started = useRef(false);

  useEffect(() => {
    // Once: the link works a single time, and React's development double effect must not spend it twice.
    if (started.current || loading) return;
    started.current = true;
    const token = takeInviteToken();
    if (!token) {
      setStep(session ? "password" : "invalid");
      return;
    }
    void client
      .verifyOtp({ token_hash: token, type: "invite" })
      .then(({ error }) => setStep(error ? "invalid" : "password"));
  }, [client, loading, session]);

  return (
    <>
      <PageTitle id="invite.title" />
      <AuthPageShell
        eyebrow={<FormattedMessage id="auth.staff.eyebrow" />}
        title={<FormattedMessage id="invite.title" />}
        subtitle={step === "password" ? <FormattedMessage id="invite.subtitle" /> : undefined}
      >
        {step === "verifying" && <InlineLoader />}
        {step === "password" && <NewPasswordForm />}
        {step === "invalid" && (
          <Alert.Root status="warning" data-testid="invite-invalid">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="invite.invalid" />
            </Alert.Description>
          </Alert.Root>
        )}
      </AuthPageShell>
    </>
  );
}

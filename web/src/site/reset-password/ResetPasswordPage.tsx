import { Alert, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { PageLoader } from "../../ui/components/PageLoader";
import { PageTitle } from "../../ui/components/PageTitle";
import { defineIsland } from "../../islands/island";
import { AuthPageShell, ForgotPasswordForm, MfaChallengeForm, NewPasswordForm } from "../../features/auth";

/**
 * Where the reset link lands: auth-js exchanges its ?code= and announces PASSWORD_RECOVERY;
 * the user then chooses a new password (updateUser). Accounts with an authenticator confirm a
 * code first, since the server wants aal2 to change their password.
 */
/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function PasswordReset() {
  const { loading, session, recovery, needsSecondFactor } = useSession();

  if (loading) return <PageLoader />;
  const ready = Boolean(session && recovery);

  return (
    <>
      <AuthPageShell
        title={<FormattedMessage id="auth.reset.title" />}
        subtitle={ready ? <FormattedMessage id="auth.reset.subtitle" /> : undefined}
      >
        {!ready ? (
          <RequestNewLink />
        ) : needsSecondFactor ? (
          <MfaChallengeForm onVerified={() => undefined} />
        ) : (
          <NewPasswordForm />
        )}
      </AuthPageShell>
    </>
  );
}

function RequestNewLink() {
  return (
    <Stack gap="5">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          <FormattedMessage id="auth.reset.noLink" />
        </Alert.Description>
      </Alert.Root>
      <ForgotPasswordForm />
    </Stack>
  );
}

const PasswordResetIsland = defineIsland("reset-password", PasswordReset, "load");

export default function ResetPasswordPage() {
  return (
    <>
      <PageTitle id="auth.reset.title" />
      <PasswordResetIsland />
    </>
  );
}

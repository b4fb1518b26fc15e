import { Alert, Button, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { dashboardPathFor } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { validateNewPassword, type FieldError } from "../../auth/validation";
import { PageLoader } from "../../components/PageLoader";
import { PageTitle } from "../../components/PageTitle";
import { AuthField } from "../../features/auth/AuthField";
import { AuthPageShell } from "../../features/auth/AuthPageShell";
import { ForgotPasswordForm } from "../../features/auth/ForgotPasswordForm";
import { MfaChallengeForm } from "../../features/auth/MfaChallengeForm";
import { PasswordInput } from "../../features/auth/PasswordInput";
import { useAuthToasts } from "../../features/auth/useAuthToasts";
import { AuthForm } from "../../features/auth/AuthForm";

/**
 * Where the reset link lands: auth-js exchanges its ?code= and announces PASSWORD_RECOVERY;
 * the user then chooses a new password (updateUser). Accounts with an authenticator confirm a
 * code first, since the server wants aal2 to change their password.
 */
export default function ResetPasswordPage() {
  const { loading, session, recovery, needsSecondFactor } = useSession();

  if (loading) return <PageLoader />;
  const ready = Boolean(session && recovery);

  return (
    <>
      <PageTitle id="auth.reset.title" />
      <AuthPageShell title={<FormattedMessage id="auth.reset.title" />} subtitle={ready ? <FormattedMessage id="auth.reset.subtitle" /> : undefined}>
        {!ready ? <RequestNewLink /> : needsSecondFactor ? <MfaChallengeForm onVerified={() => undefined} /> : <NewPasswordForm />}
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

function NewPasswordForm() {
  const { client, store, role } = useSession();
  const navigate = useNavigate();
  const toasts = useAuthToasts();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewPassword(password);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    const { error: failure } = await client.updateUser({ password });
    setSubmitting(false);
    if (failure) {
      setError(describeAuthError(failure, "auth.reset.failed"));
      return;
    }
    store.endRecovery();
    toasts.success("auth.toast.passwordUpdatedTitle", "auth.toast.passwordUpdatedBody");
    navigate(dashboardPathFor(role), { replace: true });
  }

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="auth-page-title">
      <AuthField label="auth.field.newPassword" error={error} helper="auth.field.passwordHint">
        <PasswordInput name="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
      </AuthField>
      <Button type="submit" colorPalette="navy" size="lg" loading={submitting}>
        <FormattedMessage id="auth.reset.submit" />
      </Button>
    </AuthForm>
  );
}

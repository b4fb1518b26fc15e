import { Button } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { dashboardPathFor } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { validateNewPassword, type FieldError } from "../../auth/validation";
import { AuthField } from "./AuthField";
import { AuthForm } from "./AuthForm";
import { PasswordInput } from "./PasswordInput";
import { useAuthToasts } from "./useAuthToasts";
import { useNavigate } from "../../ui/navigation/navigation";

/**
 * The signed-in user chooses a password (after a reset link, or an invitation's), then goes to
 * their dashboard; staff without an authenticator are taken from there to set one up.
 */
export function NewPasswordForm() {
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
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </AuthField>
      <Button type="submit" colorPalette="navy" size="lg" loading={submitting}>
        <FormattedMessage id="auth.reset.submit" />
      </Button>
    </AuthForm>
  );
}

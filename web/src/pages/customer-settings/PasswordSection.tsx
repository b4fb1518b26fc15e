import { Button, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { authErrorCode, describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { hasErrors, type FieldErrors } from "../../auth/validation";
import { useSession } from "../../auth/SessionContext";
import { AccountCard } from "../../features/account/AccountCard";
import { AuthField } from "../../features/auth/AuthField";
import { AuthForm } from "../../features/auth/AuthForm";
import { PasswordInput } from "../../features/auth/PasswordInput";
import { useAuthToasts } from "../../features/auth/useAuthToasts";
import { validatePasswordChange } from "./settingsValidation";
import { useSecondStep } from "./useSecondStep";

// Answers about the chosen password itself, shown under its field rather than in a toast.
const passwordProblems = new Set(["weak_password", "same_password"]);

/** A new password; the server signs out the account's other sessions when it changes. */
export function PasswordSection() {
  const { client } = useSession();
  const toasts = useAuthToasts();
  const secondStep = useSecondStep();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"confirm"> & { password?: FieldErrors<"password">["password"] | AuthErrorMessage }>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    const { error } = await client.updateUser({ password });
    setSaving(false);
    if (!error) {
      setPassword("");
      setConfirm("");
      return toasts.success("settings.password.changed", "settings.password.changedBody");
    }
    if (secondStep.askIfNeeded(error, save)) return;
    const code = authErrorCode(error);
    if (code && passwordProblems.has(code)) setErrors({ password: describeAuthError(error, "settings.saveFailed") });
    else toasts.error(error, "settings.saveFailed");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePasswordChange({ password, confirm });
    setErrors(problems);
    if (!hasErrors(problems)) await save();
  }

  return (
    <AccountCard id="settings-password-title" title={<FormattedMessage id="settings.password.title" />}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="settings.password.intro" />
      </Text>
      {secondStep.prompt ?? (
        <AuthForm onSubmit={onSubmit} labelledBy="settings-password-title">
          <AuthField label="auth.field.newPassword" error={errors.password} helper="auth.field.passwordHint">
            <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
          </AuthField>
          <AuthField label="settings.password.confirm" error={errors.confirm}>
            <PasswordInput value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
          </AuthField>
          <Button type="submit" colorPalette="navy" alignSelf="start" loading={saving}>
            <FormattedMessage id="settings.password.submit" />
          </Button>
        </AuthForm>
      )}
    </AccountCard>
  );
}

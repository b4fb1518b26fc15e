import { Button, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { authErrorCode, describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { hasErrors, type FieldErrors } from "../../auth/validation";
import { useSession } from "../../auth/SessionContext";
import { AccountCard } from "../../features/account";
import { AuthField, AuthForm, PasswordInput, useAuthToasts } from "../../features/auth";
import { PasswordCodeStep } from "./PasswordCodeStep";
import { validatePasswordChange } from "./settingsValidation";
import { useSecondStep } from "./useSecondStep";

// Answers about the chosen password itself, shown under its field rather than in a toast.
const passwordProblems = new Set(["weak_password", "same_password"]);

/**
 * A new password; the server signs out the account's other sessions when it changes. It asks for
 * the code it mails (reauthentication_needed): a session alone must not be enough to lock the owner out.
 */
export function PasswordSection() {
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const secondStep = useSecondStep();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<
    FieldErrors<"confirm"> & { password?: FieldErrors<"password">["password"] | AuthErrorMessage }
  >({});
  const [saving, setSaving] = useState(false);
  // Null: no code asked for yet; a string: the code step is showing (with the last code tried).
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<AuthErrorMessage>();

  async function save(nonce?: string) {
    setSaving(true);
    const { error } = await client.updateUser(nonce ? { password, nonce } : { password });
    setSaving(false);
    if (!error) {
      setPassword("");
      setConfirm("");
      setCode(null);
      return toasts.success("settings.password.changed", "settings.password.changedBody");
    }
    if (secondStep.askIfNeeded(error, () => save(nonce))) return;
    const reason = authErrorCode(error);
    if (reason === "reauthentication_needed") return sendCode();
    if (reason === "reauthentication_not_valid") return setCodeError(describeAuthError(error, "settings.saveFailed"));
    if (reason && passwordProblems.has(reason)) {
      // Back to the password; the code stays good for the next try.
      setCode(null);
      setErrors({ password: describeAuthError(error, "settings.saveFailed") });
    } else toasts.error(error, "settings.saveFailed");
  }

  async function sendCode() {
    setSaving(true);
    const { error } = await client.reauthenticate();
    setSaving(false);
    if (error) return toasts.error(error, "settings.saveFailed");
    setCodeError(undefined);
    setCode("");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePasswordChange({ password, confirm });
    setErrors(problems);
    if (!hasErrors(problems)) await save();
  }

  const form = (
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
  );
  const codeStep = code !== null && (
    <PasswordCodeStep
      email={user?.email ?? ""}
      busy={saving}
      error={codeError}
      onSubmit={async (entered) => {
        setCode(entered);
        await save(entered);
      }}
      onResend={async () => {
        await sendCode();
        toasts.success("settings.password.codeResent");
      }}
      onCancel={() => setCode(null)}
    />
  );

  return (
    <AccountCard id="settings-password-title" title={<FormattedMessage id="settings.password.title" />}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="settings.password.intro" />
      </Text>
      {secondStep.prompt ?? (codeStep || form)}
    </AccountCard>
  );
}

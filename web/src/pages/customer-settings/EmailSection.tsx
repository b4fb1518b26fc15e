import { Alert, Button, HStack, Input, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { authErrorCode, describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthSettings } from "../../auth/authSettings";
import type { FieldError } from "../../auth/validation";
import { useSession } from "../../auth/SessionContext";
import { AccountCard } from "../../features/account/AccountCard";
import { AuthField } from "../../features/auth/AuthField";
import { AuthForm } from "../../features/auth/AuthForm";
import { useAuthToasts } from "../../features/auth/useAuthToasts";
import { validateEmailChange } from "./settingsValidation";
import { useSecondStep } from "./useSecondStep";

export const emailChangedParam = "emailChanged";
// Supabase Auth's note (in the query for PKCE clients) that the first of two links was followed.
const halfConfirmedParam = "message";

/**
 * The sign-in address; a new one takes effect only once the link sent to it is followed, and (secure
 * email change, the server's default) the link sent to the current address too.
 */
export function EmailSection() {
  const { client, user } = useSession();
  const settings = useAuthSettings();
  const bothConfirm = settings?.secureEmailChange ?? true;
  const toasts = useAuthToasts();
  const secondStep = useSecondStep();
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);
  const pending = user?.new_email;

  useEffect(() => {
    // Back from a confirmation link: say what it did once, and keep the address bar clean.
    if (params.get(emailChangedParam) === null) return;
    if (params.get(halfConfirmedParam) !== null) toasts.success("settings.email.halfConfirmed");
    else toasts.success("settings.email.changed");
    setParams((p) => (p.delete(emailChangedParam), p.delete(halfConfirmedParam), p), { replace: true });
  }, [params, setParams, toasts]);

  async function change() {
    setBusy(true);
    const redirect = `${window.location.origin}/customer/settings?${emailChangedParam}=1`;
    const { error: failed } = await client.updateUser({ email: email.trim() }, { emailRedirectTo: redirect });
    setBusy(false);
    if (!failed) {
      setEmail("");
      return;
    }
    if (secondStep.askIfNeeded(failed, change)) return;
    if (authErrorCode(failed) === "email_exists" || authErrorCode(failed) === "validation_failed")
      setError(describeAuthError(failed, "settings.saveFailed"));
    else toasts.error(failed, "settings.saveFailed");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmailChange(email, user?.email ?? "");
    setError(problem);
    if (!problem) await change();
  }

  async function resend() {
    setBusy(true);
    const { error: failed } = await client.resend({ type: "email_change", email: user?.email ?? "" });
    setBusy(false);
    if (failed) toasts.error(failed, "settings.saveFailed");
    else toasts.success("settings.email.resent");
  }

  return (
    <AccountCard id="settings-email-title" title={<FormattedMessage id="settings.email.title" />}>
      <Text>
        <FormattedMessage
          id="settings.email.current"
          values={{
            email: (
              <bdi key="email" data-testid="current-email">
                {user?.email}
              </bdi>
            ),
          }}
        />
      </Text>
      {pending && (
        <Alert.Root status="info" data-testid="email-change-pending">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Description>
              <FormattedMessage
                id={bothConfirm ? "settings.email.pendingBoth" : "settings.email.pending"}
                values={{ email: <bdi key="email">{pending}</bdi> }}
              />
            </Alert.Description>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => void resend()} loading={busy}>
                <FormattedMessage id="settings.email.resend" />
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
      {bothConfirm && (
        <Text color="fg.muted" fontSize="sm" data-testid="email-change-intro">
          <FormattedMessage id="settings.email.intro" />
        </Text>
      )}
      {secondStep.prompt ?? (
        <AuthForm onSubmit={onSubmit} labelledBy="settings-email-title">
          <AuthField label="settings.email.new" error={error}>
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              maxLength={254}
              dir="ltr"
            />
          </AuthField>
          <Button type="submit" colorPalette="navy" alignSelf="start" loading={busy}>
            <FormattedMessage id="settings.email.submit" />
          </Button>
        </AuthForm>
      )}
    </AccountCard>
  );
}

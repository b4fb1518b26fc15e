import { Button, Input, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { AccountCard } from "../../features/account";
import { AuthField, AuthForm } from "../../features/auth";
import { PendingEmailChange } from "./PendingEmailChange";
import { useEmailChange } from "./useEmailChange";

/**
 * The sign-in address; a new one takes effect only once the link sent to it is followed, and (secure
 * email change, the server's default) the link sent to the current address too.
 */
export function EmailSection() {
  const settings = useAuthSettings();
  const bothConfirm = settings?.secureEmailChange ?? true;
  const { user, email, setEmail, error, busy, pending, onSubmit, resend, secondStep } = useEmailChange();

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
        <PendingEmailChange email={pending} bothConfirm={bothConfirm} busy={busy} onResend={() => void resend()} />
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

import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { InlineLoader } from "../../ui/components/InlineLoader";
import type { MessageId } from "../../i18n/messages";
import { AuthForm } from "./AuthForm";
import { TotpCodeField } from "./TotpCodeField";
import { useAuthMessage } from "./useAuthMessage";
import { factorPhone, maskedPhone } from "./useChallengeFactor";
import { useMfaChallenge } from "./useMfaChallenge";

const switchLabels: Partial<Record<string, MessageId>> = {
  phone: "auth.mfa.usePhone",
  totp: "auth.mfa.useApp",
  webauthn: "auth.mfa.useSecurityKey",
};

interface MfaChallengeFormProps {
  onVerified: () => void | Promise<void>;
  onCancel?: () => void;
  cancelLabel?: MessageId;
  intro?: ReactNode;
}

/** The second step: a security key, a code from the authenticator app, or one texted to the phone factor raises the session to aal2. */
export function MfaChallengeForm({
  onVerified,
  onCancel,
  cancelLabel = "auth.mfa.useAnotherAccount",
  intro,
}: MfaChallengeFormProps) {
  const formatMessage = useAuthMessage();
  const { challenge, factor, byPhone, byKey, code, setCode, error, busy, send, onSubmit } = useMfaChallenge(onVerified);

  if (factor === undefined) return <InlineLoader />;

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="mfa-challenge-title">
      <Text id="mfa-challenge-title" fontSize="lg" fontWeight="semibold">
        <FormattedMessage id="auth.mfa.title" />
      </Text>
      {intro}
      {factor && (
        <Text color="fg.muted">
          {byKey ? (
            <FormattedMessage id="auth.securityKey.prompt" />
          ) : byPhone ? (
            <FormattedMessage
              id={challenge.codeSent ? "auth.mfa.smsSent" : "auth.mfa.smsPrompt"}
              values={{ phone: <bdi key="phone">{maskedPhone(factorPhone(factor))}</bdi> }}
            />
          ) : (
            <FormattedMessage id="auth.mfa.prompt" />
          )}
        </Text>
      )}
      {factor && !byKey && (!byPhone || challenge.codeSent) && (
        <TotpCodeField value={code} onChange={setCode} error={error} autoFocus />
      )}
      {factor && (byKey || (byPhone && !challenge.codeSent)) && error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {formatMessage(error)}
        </Text>
      )}
      {!factor && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="auth.error.factorNotFound" />
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="3" flexWrap="wrap">
        {factor && (
          <Button type="submit" colorPalette="navy" loading={busy}>
            <FormattedMessage
              id={
                byKey ? "auth.securityKey.use" : byPhone && !challenge.codeSent ? "auth.mfa.sendSms" : "auth.mfa.verify"
              }
            />
          </Button>
        )}
        {byPhone && challenge.codeSent && (
          <Button variant="outline" onClick={() => void send()} disabled={busy}>
            <FormattedMessage id="auth.mfa.resendSms" />
          </Button>
        )}
        {challenge.other && (
          <Button variant="ghost" onClick={() => challenge.switchTo(challenge.other!)}>
            <FormattedMessage id={switchLabels[challenge.other.factor_type] ?? "auth.mfa.useApp"} />
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id={cancelLabel} />
          </Button>
        )}
      </HStack>
    </AuthForm>
  );
}

import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { InlineLoader } from "../../components/InlineLoader";
import type { MessageId } from "../../i18n/messages";
import { AuthForm } from "./AuthForm";
import { TotpCodeField } from "./TotpCodeField";
import { useAuthMessage } from "./useAuthMessage";
import { factorPhone, maskedPhone, useChallengeFactor } from "./useChallengeFactor";

interface MfaChallengeFormProps {
  onVerified: () => void | Promise<void>;
  onCancel?: () => void;
  cancelLabel?: MessageId;
  intro?: ReactNode;
}

/** The second step: a code from the authenticator app, or one texted to the phone factor, raises the session to aal2. */
export function MfaChallengeForm({
  onVerified,
  onCancel,
  cancelLabel = "auth.mfa.useAnotherAccount",
  intro,
}: MfaChallengeFormProps) {
  const client = useAuthClient();
  const challenge = useChallengeFactor(client);
  const formatMessage = useAuthMessage();
  const { factor } = challenge;
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);
  const byPhone = factor?.factor_type === "phone";

  async function send() {
    if (!factor) return;
    setBusy(true);
    const failure = await challenge.sendCode(factor);
    setBusy(false);
    setError(failure ? describeAuthError(failure, "auth.mfa.failed") : undefined);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (byPhone && !challenge.codeSent) return send();
    const problem = validateTotpCode(code);
    setError(problem);
    if (problem || !factor) return;
    setBusy(true);
    const failure = await challenge.verify(code).catch((thrown: unknown) => thrown);
    setBusy(false);
    if (failure) {
      setError(describeAuthError(failure, "auth.mfa.failed"));
      setCode("");
      return;
    }
    await onVerified();
  }

  if (factor === undefined) return <InlineLoader />;

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="mfa-challenge-title">
      <Text id="mfa-challenge-title" fontSize="lg" fontWeight="semibold">
        <FormattedMessage id="auth.mfa.title" />
      </Text>
      {intro}
      {factor && (
        <Text color="fg.muted">
          {byPhone ? (
            <FormattedMessage
              id={challenge.codeSent ? "auth.mfa.smsSent" : "auth.mfa.smsPrompt"}
              values={{ phone: <bdi key="phone">{maskedPhone(factorPhone(factor))}</bdi> }}
            />
          ) : (
            <FormattedMessage id="auth.mfa.prompt" />
          )}
        </Text>
      )}
      {factor && (!byPhone || challenge.codeSent) && (
        <TotpCodeField value={code} onChange={setCode} error={error} autoFocus />
      )}
      {factor && byPhone && !challenge.codeSent && error && (
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
            <FormattedMessage id={byPhone && !challenge.codeSent ? "auth.mfa.sendSms" : "auth.mfa.verify"} />
          </Button>
        )}
        {byPhone && challenge.codeSent && (
          <Button variant="outline" onClick={() => void send()} disabled={busy}>
            <FormattedMessage id="auth.mfa.resendSms" />
          </Button>
        )}
        {challenge.other && (
          <Button variant="ghost" onClick={() => challenge.switchTo(challenge.other!)}>
            <FormattedMessage id={challenge.other.factor_type === "phone" ? "auth.mfa.usePhone" : "auth.mfa.useApp"} />
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

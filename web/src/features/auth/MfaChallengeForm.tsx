import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import type { Factor } from "@supabase/auth-js";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { InlineLoader } from "../../components/InlineLoader";
import type { MessageId } from "../../i18n/messages";
import { TotpCodeField } from "./TotpCodeField";
import { verifyTotp } from "./verifyTotp";
import { AuthForm } from "./AuthForm";

interface MfaChallengeFormProps {
  onVerified: () => void | Promise<void>;
  onCancel?: () => void;
  cancelLabel?: MessageId;
  intro?: ReactNode;
}

/** The second step of sign-in: a code from the authenticator app raises the session to aal2. */
export function MfaChallengeForm({ onVerified, onCancel, cancelLabel = "auth.mfa.useAnotherAccount", intro }: MfaChallengeFormProps) {
  const client = useAuthClient();
  const [factor, setFactor] = useState<Factor | null | undefined>(undefined);
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    void client.mfa.listFactors().then(({ data }) => {
      if (current) setFactor(data?.totp[0] ?? null);
    });
    return () => {
      current = false;
    };
  }, [client]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateTotpCode(code);
    setError(problem);
    if (problem || !factor) return;
    setSubmitting(true);
    const failure = await verifyTotp(client, factor.id, code).catch((thrown: unknown) => thrown);
    setSubmitting(false);
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
      {factor ? (
        <>
          <Text color="fg.muted">
            <FormattedMessage id="auth.mfa.prompt" />
          </Text>
          <TotpCodeField value={code} onChange={setCode} error={error} autoFocus />
        </>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="auth.error.factorNotFound" />
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="3" flexWrap="wrap">
        {factor && (
          <Button type="submit" colorPalette="navy" loading={submitting}>
            <FormattedMessage id="auth.mfa.verify" />
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

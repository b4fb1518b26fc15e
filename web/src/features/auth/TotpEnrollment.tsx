import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { TotpCodeField } from "./TotpCodeField";
import { TotpSecret } from "./TotpSecret";
import { useAuthMessage } from "./useAuthMessage";
import { useTotpEnrollment } from "./useTotpEnrollment";
import { verifyTotp } from "./verifyTotp";
import { AuthForm } from "./AuthForm";

interface TotpEnrollmentProps {
  onEnrolled: () => void | Promise<void>;
  onCancel?: () => void;
  intro?: ReactNode;
}

/** Adds an authenticator app: QR code and key for manual entry, then a first code to verify. */
export function TotpEnrollment({ onEnrolled, onCancel, intro }: TotpEnrollmentProps) {
  const client = useAuthClient();
  const format = useAuthMessage();
  const { enrollment, startError, retry } = useTotpEnrollment();
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateTotpCode(code);
    setError(problem);
    if (problem || !enrollment) return;
    setSubmitting(true);
    const failure = await verifyTotp(client, enrollment.factorId, code).catch((thrown: unknown) => thrown);
    setSubmitting(false);
    if (failure) {
      setError(describeAuthError(failure, "auth.mfa.failed"));
      setCode("");
      return;
    }
    await onEnrolled();
  }

  async function cancel() {
    if (enrollment) await client.mfa.unenroll({ factorId: enrollment.factorId }).catch(() => undefined);
    onCancel?.();
  }

  if (startError) {
    return (
      <Alert.Root status="error" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Description flex="1">{format(startError)}</Alert.Description>
        <Button size="sm" variant="outline" onClick={retry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Alert.Root>
    );
  }
  if (!enrollment) return <InlineLoader />;

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="totp-enroll-title" gap="5">
      <Text id="totp-enroll-title" fontSize="lg" fontWeight="semibold">
        <FormattedMessage id="auth.mfa.enrollTitle" />
      </Text>
      {intro}
      <Text color="fg.muted">
        <FormattedMessage id="auth.mfa.enrollIntro" />
      </Text>
      <TotpSecret enrollment={enrollment} />
      <TotpCodeField value={code} onChange={setCode} error={error} />
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="navy" loading={submitting}>
          <FormattedMessage id="auth.mfa.verifyAndEnable" />
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={() => void cancel()}>
            <FormattedMessage id="common.cancel" />
          </Button>
        )}
      </HStack>
    </AuthForm>
  );
}

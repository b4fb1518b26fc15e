import { Alert, Box, Button, Center, Clipboard, Code, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { InlineLoader } from "../../components/InlineLoader";
import { qrCodeSource } from "./qrCodeSource";
import { TotpCodeField } from "./TotpCodeField";
import { useAuthMessage } from "./useAuthMessage";
import { verifyTotp } from "./verifyTotp";
import { AuthForm } from "./AuthForm";

interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

interface TotpEnrollmentProps {
  onEnrolled: () => void | Promise<void>;
  onCancel?: () => void;
  intro?: ReactNode;
}

// Shown by authenticator apps above the account's codes.
const issuer = "SkyCharter";

/** Adds an authenticator app: QR code and key for manual entry, then a first code to verify. */
export function TotpEnrollment({ onEnrolled, onCancel, intro }: TotpEnrollmentProps) {
  const intl = useIntl();
  const client = useAuthClient();
  const format = useAuthMessage();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [startError, setStartError] = useState<AuthErrorMessage | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // One enrolment per attempt, also when React runs effects twice in development.
  const startedAttempt = useRef(-1);

  useEffect(() => {
    if (startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    void (async () => {
      // Abandoned, never-verified setups still count against the account's factor limit.
      const { data: factors } = await client.mfa.listFactors();
      for (const stale of factors?.all.filter((f) => f.factor_type === "totp" && f.status === "unverified") ?? []) {
        await client.mfa.unenroll({ factorId: stale.id });
      }
      const { data, error: failure } = await client.mfa.enroll({ factorType: "totp", issuer });
      if (failure || !data) setStartError(describeAuthError(failure, "auth.mfa.enrollFailed"));
      else setEnrollment({ factorId: data.id, qrCode: qrCodeSource(data.totp.qr_code), secret: data.totp.secret });
    })().catch((thrown: unknown) => setStartError(describeAuthError(thrown, "auth.mfa.enrollFailed")));
  }, [client, attempt]);

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
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setStartError(null);
            setAttempt((n) => n + 1);
          }}
        >
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
      <Center>
        <Box bg="white" p="3" borderWidth="1px" borderColor="border" rounded="md">
          <Image
            src={enrollment.qrCode}
            alt={intl.formatMessage({ id: "auth.mfa.qrAlt" })}
            boxSize="44"
            data-testid="totp-qr"
          />
        </Box>
      </Center>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="auth.mfa.secretLabel" />
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Code data-testid="totp-secret" dir="ltr" fontSize="sm" px="2" py="1" wordBreak="break-all">
            {enrollment.secret}
          </Code>
          <Clipboard.Root value={enrollment.secret}>
            <Clipboard.Trigger asChild>
              <Button size="xs" variant="outline">
                <Clipboard.Indicator copied={<FormattedMessage id="auth.mfa.copied" />}>
                  <FormattedMessage id="auth.mfa.copy" />
                </Clipboard.Indicator>
              </Button>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
      </Stack>
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

import { Alert, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { resetPasswordPath } from "../../auth/paths";
import { useAuthClient } from "../../auth/SessionContext";
import { validateEmail, type FieldError } from "../../auth/validation";
import { AuthField } from "./AuthField";
import { EmailInput } from "./EmailInput";
import { AuthForm } from "./AuthForm";

interface ForgotPasswordFormProps {
  initialEmail?: string;
  onBack?: () => void;
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail = "", onBack }: ForgotPasswordFormProps) {
  const client = useAuthClient();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    const address = email.trim();
    const { error: failure } = await client.resetPasswordForEmail(address, {
      redirectTo: `${window.location.origin}${resetPasswordPath}`,
    });
    setSubmitting(false);
    if (failure) setError(describeAuthError(failure, "auth.forgot.failed"));
    else setSentTo(address);
  }

  if (sentTo) {
    return (
      <Stack gap="4">
        <Alert.Root status="success" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="auth.forgot.sent" values={{ email: <bdi>{sentTo}</bdi> }} />
          </Alert.Description>
        </Alert.Root>
        {onBack && (
          <Button variant="outline" onClick={onBack} alignSelf="start">
            <FormattedMessage id="auth.forgot.back" />
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="forgot-password-title">
      <Text id="forgot-password-title" fontWeight="semibold">
        <FormattedMessage id="auth.forgot.title" />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="auth.forgot.intro" />
      </Text>
      <AuthField label="auth.field.email" error={error}>
        <EmailInput value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      </AuthField>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="navy" loading={submitting}>
          <FormattedMessage id="auth.forgot.submit" />
        </Button>
        {onBack && (
          <Button variant="ghost" onClick={onBack}>
            <FormattedMessage id="auth.forgot.back" />
          </Button>
        )}
      </HStack>
    </AuthForm>
  );
}

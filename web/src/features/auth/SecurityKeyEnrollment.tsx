import { Button, HStack, Input, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import type { FieldError } from "../../auth/validation";
import { AuthField } from "./AuthField";
import { AuthForm } from "./AuthForm";
import {
  describeWebAuthnError,
  registerSecurityKey,
  securityKeyNameMaxLength,
  validateSecurityKeyName,
} from "./webauthn";

interface SecurityKeyEnrollmentProps {
  onEnrolled: () => void | Promise<void>;
  onCancel?: () => void;
  intro?: ReactNode;
}

/** Registers a security key (or the device's own authenticator) as a second factor, under a name the user gives it. */
export function SecurityKeyEnrollment({ onEnrolled, onCancel, intro }: SecurityKeyEnrollmentProps) {
  const client = useAuthClient();
  const intl = useIntl();
  const [name, setName] = useState(() => intl.formatMessage({ id: "auth.securityKey.defaultName" }));
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateSecurityKeyName(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const failure = await registerSecurityKey(client, name).catch((thrown: unknown) => thrown);
    setBusy(false);
    if (failure) {
      setError(describeWebAuthnError(failure, "auth.securityKey.registerFailed"));
      return;
    }
    await onEnrolled();
  }

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="security-key-enroll-title">
      <Text id="security-key-enroll-title" fontSize="lg" fontWeight="semibold">
        <FormattedMessage id="auth.securityKey.enrollTitle" />
      </Text>
      {intro}
      <Text color="fg.muted">
        <FormattedMessage id="auth.securityKey.enrollIntro" />
      </Text>
      <AuthField label="auth.securityKey.nameLabel" error={error}>
        <Input
          name="security-key-name"
          value={name}
          maxLength={securityKeyNameMaxLength + 20}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </AuthField>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="navy" loading={busy}>
          <FormattedMessage id="auth.securityKey.register" />
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
        )}
      </HStack>
    </AuthForm>
  );
}

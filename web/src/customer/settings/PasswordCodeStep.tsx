import { Button, HStack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import type { AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import { AuthForm, TotpCodeField } from "../../features/auth";
import { validateReauthenticationCode } from "./settingsValidation";

interface PasswordCodeStepProps {
  email: string;
  busy: boolean;
  /** The server's answer about the last code tried. */
  error?: AuthErrorMessage;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}

/** The second step of a password change: the code mailed to the account's address proves it is the owner. */
export function PasswordCodeStep({ email, busy, error, onSubmit, onResend, onCancel }: PasswordCodeStepProps) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<FieldError>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateReauthenticationCode(code);
    setProblem(invalid);
    if (!invalid) await onSubmit(code.replace(/\s/g, ""));
  }

  return (
    <AuthForm onSubmit={submit} labelledBy="settings-password-title">
      <Text fontSize="sm" data-testid="password-code-sent">
        <FormattedMessage id="settings.password.codeSent" values={{ email: <bdi key="email">{email}</bdi> }} />
      </Text>
      <TotpCodeField
        label="settings.password.code"
        value={code}
        onChange={setCode}
        error={problem ?? error}
        autoFocus
      />
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="navy" loading={busy}>
          <FormattedMessage id="settings.password.codeSubmit" />
        </Button>
        <Button variant="outline" onClick={() => void onResend()} disabled={busy}>
          <FormattedMessage id="settings.password.codeResend" />
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </HStack>
    </AuthForm>
  );
}

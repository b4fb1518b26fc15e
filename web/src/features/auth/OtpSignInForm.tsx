import { Alert, Button, HStack, Input, Text } from "@chakra-ui/react";
import type { Session } from "@supabase/auth-js";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { authErrorCode, describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { customerDashboardPath } from "../../auth/paths";
import { useAuthClient } from "../../auth/SessionContext";
import {
  normalizeTotpCode,
  validateEmail,
  validatePhone,
  validateSignInCode,
  type FieldError,
} from "../../auth/validation";
import { AuthField } from "./AuthField";
import { AuthForm } from "./AuthForm";
import { EmailInput } from "./EmailInput";
import { TotpCodeField } from "./TotpCodeField";

type Problem = FieldError | AuthErrorMessage;

interface OtpSignInFormProps {
  /** email: a mailed code and a magic link; phone: a texted code. */
  channel: "email" | "phone";
  onSignedIn: (session: Session) => void | Promise<void>;
  labelledBy?: string;
}

/**
 * Passwordless sign-in in two steps: the address (or number) gets a 6-digit code, then the code
 * signs in here. A mailed one also carries a link, which signs in wherever it is opened and lands
 * on the dashboard. Problems are shown beside the field they concern.
 */
export function OtpSignInForm({ channel, onSignedIn, labelledBy }: OtpSignInFormProps) {
  const client = useAuthClient();
  const [address, setAddress] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [addressError, setAddressError] = useState<Problem>();
  const [codeError, setCodeError] = useState<Problem>();
  const [busy, setBusy] = useState(false);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const problem = channel === "email" ? validateEmail(address) : validatePhone(address);
    setAddressError(problem);
    if (problem) return;
    setBusy(true);
    const to = address.trim();
    const { error } = await client
      .signInWithOtp(
        channel === "email"
          ? { email: to, options: { emailRedirectTo: `${window.location.origin}${customerDashboardPath}` } }
          : { phone: to },
      )
      .catch((failure: unknown) => ({ error: failure }));
    setBusy(false);
    if (error) {
      setAddressError(describeAuthError(error, "auth.otp.sendFailed"));
      return;
    }
    setCode("");
    setCodeError(undefined);
    setSentTo(to);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const problem = validateSignInCode(code);
    setCodeError(problem);
    if (problem || !sentTo) return;
    setBusy(true);
    const token = normalizeTotpCode(code);
    const { data, error } = await client
      .verifyOtp(channel === "email" ? { email: sentTo, token, type: "email" } : { phone: sentTo, token, type: "sms" })
      .catch((failure: unknown) => ({ data: { session: null }, error: failure }));
    setBusy(false);
    if (error || !data.session) {
      // A wrong or used-up code is the code field's problem, in the visitor's language.
      const rejected = authErrorCode(error) === "otp_expired";
      setCodeError(rejected ? { id: "auth.otp.codeRejected" } : describeAuthError(error, "auth.toast.signInFailed"));
      return;
    }
    await onSignedIn(data.session);
  }

  if (sentTo) {
    return (
      <AuthForm onSubmit={verify} labelledBy={labelledBy}>
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage
              id={channel === "email" ? "auth.otp.sentEmail" : "auth.otp.sentPhone"}
              values={{ to: <bdi>{sentTo}</bdi> }}
            />
          </Alert.Description>
        </Alert.Root>
        <TotpCodeField label="auth.field.signInCode" value={code} onChange={setCode} error={codeError} autoFocus />
        <Button type="submit" colorPalette="navy" size="lg" loading={busy}>
          <FormattedMessage id="auth.signIn.submit" />
        </Button>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void send()}>
            <FormattedMessage id="auth.otp.resend" />
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setSentTo(null)}>
            <FormattedMessage id={channel === "email" ? "auth.otp.otherEmail" : "auth.otp.otherPhone"} />
          </Button>
        </HStack>
      </AuthForm>
    );
  }

  return (
    <AuthForm onSubmit={send} labelledBy={labelledBy}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id={channel === "email" ? "auth.otp.emailIntro" : "auth.otp.phoneIntro"} />
      </Text>
      {channel === "email" ? (
        <AuthField label="auth.field.email" error={addressError}>
          <EmailInput name="email" value={address} onChange={(event) => setAddress(event.currentTarget.value)} />
        </AuthField>
      ) : (
        <AuthField label="auth.field.phone" error={addressError}>
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            _rtl={{ textAlign: "right" }}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
          />
        </AuthField>
      )}
      <Button type="submit" colorPalette="navy" size="lg" loading={busy}>
        <FormattedMessage id="auth.otp.send" />
      </Button>
    </AuthForm>
  );
}

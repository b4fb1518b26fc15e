import { useState, type FormEvent } from "react";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { useChallengeFactor } from "./useChallengeFactor";
import { describeWebAuthnError } from "./webauthn";

/**
 * The second step's state: the factor challenged (a security key, which the browser asks to sign;
 * the authenticator; or the phone, whose code is texted first), the code typed, and verifying it;
 * `onVerified` runs once the session is aal2.
 */
export function useMfaChallenge(onVerified: () => void | Promise<void>) {
  const client = useAuthClient();
  const challenge = useChallengeFactor(client);
  const { factor } = challenge;
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);
  const byPhone = factor?.factor_type === "phone";
  const byKey = factor?.factor_type === "webauthn";

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
    if (byKey) {
      setBusy(true);
      const failure = await challenge.verify("").catch((thrown: unknown) => thrown);
      setBusy(false);
      setError(failure ? describeWebAuthnError(failure, "auth.securityKey.failed") : undefined);
      if (!failure) await onVerified();
      return;
    }
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

  return { challenge, factor, byPhone, byKey, code, setCode, error, busy, send, onSubmit };
}

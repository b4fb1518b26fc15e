import { useEffect, useRef, useState } from "react";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthClient } from "../../auth/SessionContext";
import { qrCodeSource } from "./qrCodeSource";

export interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

// Shown by authenticator apps above the account's codes.
const issuer = "SkyCharter";

/**
 * Starts a new authenticator (TOTP) enrolment, after clearing abandoned ones: its QR code and
 * key, or why it could not start (`retry` starts again).
 */
export function useTotpEnrollment() {
  const client = useAuthClient();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [startError, setStartError] = useState<AuthErrorMessage | null>(null);
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

  const retry = () => {
    setStartError(null);
    setAttempt((n) => n + 1);
  };
  return { enrollment, startError, retry };
}

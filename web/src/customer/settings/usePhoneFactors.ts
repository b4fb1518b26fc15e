import type { Factor } from "@supabase/auth-js";
import { useState, type FormEvent } from "react";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useSession } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { useAuthToasts } from "../../features/auth";
import { useSecondStep } from "./useSecondStep";
import { toE164 } from "./settingsValidation";

type Step = { kind: "idle" } | { kind: "number" } | { kind: "code"; factorId: string; challengeId: string };

/**
 * Text-message factors: the verified numbers, enrolling one (its number, then the code sent to
 * it) and removing one; either may first ask for the second step (useSecondStep).
 */
export function usePhoneFactors() {
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const secondStep = useSecondStep();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);
  const phones = (user?.factors ?? []).filter((f) => f.factor_type === "phone" && f.status === "verified");
  async function enrol() {
    const e164 = toE164(phone);
    if (!e164) return setError({ id: "settings.phoneFactor.invalid" });
    setBusy(true);
    const enrolled = await client.mfa.enroll({ factorType: "phone", phone: e164 });
    if (enrolled.error) {
      setBusy(false);
      if (!secondStep.askIfNeeded(enrolled.error, enrol))
        setError(describeAuthError(enrolled.error, "settings.saveFailed"));
      return;
    }
    const challenge = await client.mfa.challenge({ factorId: enrolled.data.id });
    setBusy(false);
    if (challenge.error) return setError(describeAuthError(challenge.error, "settings.saveFailed"));
    setError(undefined);
    setStep({ kind: "code", factorId: enrolled.data.id, challengeId: challenge.data.id });
  }

  async function confirm(factorId: string, challengeId: string) {
    const problem = validateTotpCode(code);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const { error: failed } = await client.mfa.verify({ factorId, challengeId, code: code.trim() });
    setBusy(false);
    if (failed) return setError(describeAuthError(failed, "auth.mfa.failed"));
    setStep({ kind: "idle" });
    setPhone("");
    setCode("");
    toasts.success("settings.phoneFactor.added");
  }

  async function remove(factor: Factor) {
    setBusy(true);
    const { error: failed } = await client.mfa.unenroll({ factorId: factor.id });
    setBusy(false);
    if (failed) {
      if (!secondStep.askIfNeeded(failed, () => remove(factor))) toasts.error(failed, "settings.saveFailed");
      return;
    }
    await client.refreshSession();
    toasts.success("settings.phoneFactor.removed");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step.kind === "code") await confirm(step.factorId, step.challengeId);
    else await enrol();
  }

  return { phones, step, setStep, phone, setPhone, code, setCode, error, busy, remove, onSubmit, secondStep };
}

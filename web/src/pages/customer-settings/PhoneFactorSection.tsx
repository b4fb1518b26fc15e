import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import type { Factor } from "@supabase/auth-js";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { useAuthSettings } from "../../auth/authSettings";
import { useSession } from "../../auth/SessionContext";
import { validateTotpCode, type FieldError } from "../../auth/validation";
import { AccountCard } from "../../features/account/AccountCard";
import { AuthField } from "../../features/auth/AuthField";
import { AuthForm } from "../../features/auth/AuthForm";
import { TotpCodeField } from "../../features/auth/TotpCodeField";
import { factorPhone, maskedPhone } from "../../features/auth/useChallengeFactor";
import { useAuthToasts } from "../../features/auth/useAuthToasts";
import { useSecondStep } from "./useSecondStep";
import { toE164 } from "./settingsValidation";

type Step = { kind: "idle" } | { kind: "number" } | { kind: "code"; factorId: string; challengeId: string };

/** A second factor by text message: enrol a number (a code proves it), or remove one. */
export function PhoneFactorSection() {
  const settings = useAuthSettings();
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const secondStep = useSecondStep();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);
  const phones = (user?.factors ?? []).filter((f) => f.factor_type === "phone" && f.status === "verified");
  if (!settings?.phoneMfaEnabled) return null;

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

  return (
    <AccountCard id="settings-phone-title" title={<FormattedMessage id="settings.phoneFactor.title" />}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="settings.phoneFactor.intro" />
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" data-testid="phone-factors">
        {phones.map((factor) => (
          <HStack
            as="li"
            key={factor.id}
            justify="space-between"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            px="4"
            py="3"
          >
            <Text dir="ltr">{maskedPhone(factorPhone(factor))}</Text>
            <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={() => void remove(factor)}>
              <FormattedMessage id="account.security.remove" />
            </Button>
          </HStack>
        ))}
      </Stack>
      {secondStep.prompt ??
        (step.kind === "idle" ? (
          <Button variant="outline" alignSelf="start" onClick={() => setStep({ kind: "number" })}>
            <FormattedMessage id="settings.phoneFactor.add" />
          </Button>
        ) : (
          <AuthForm onSubmit={onSubmit} labelledBy="settings-phone-title">
            {step.kind === "number" ? (
              <AuthField label="settings.phoneFactor.number" error={error} helper="settings.phoneFactor.numberHelp">
                <Input
                  type="tel"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  autoComplete="tel"
                  dir="ltr"
                />
              </AuthField>
            ) : (
              <TotpCodeField value={code} onChange={setCode} error={error} autoFocus />
            )}
            <HStack gap="3">
              <Button type="submit" colorPalette="navy" loading={busy}>
                <FormattedMessage id={step.kind === "number" ? "auth.mfa.sendSms" : "auth.mfa.verifyAndEnable"} />
              </Button>
              <Button variant="ghost" onClick={() => setStep({ kind: "idle" })}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </HStack>
          </AuthForm>
        ))}
    </AccountCard>
  );
}

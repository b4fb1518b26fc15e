import { Button, HStack, Input, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { AccountCard } from "../../features/account";
import { AuthField, AuthForm, TotpCodeField } from "../../features/auth";
import { PhoneFactorList } from "./PhoneFactorList";
import { usePhoneFactors } from "./usePhoneFactors";

/** A second factor by text message: enrol a number (a code proves it), or remove one. */
export function PhoneFactorSection() {
  const settings = useAuthSettings();
  const { phones, step, setStep, phone, setPhone, code, setCode, error, busy, remove, onSubmit, secondStep } =
    usePhoneFactors();
  if (!settings?.phoneMfaEnabled) return null;

  return (
    <AccountCard id="settings-phone-title" title={<FormattedMessage id="settings.phoneFactor.title" />}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="settings.phoneFactor.intro" />
      </Text>
      <PhoneFactorList phones={phones} busy={busy} onRemove={(factor) => void remove(factor)} />
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

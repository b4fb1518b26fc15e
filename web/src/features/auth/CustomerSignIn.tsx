import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { useSession } from "../../auth/SessionContext";
import { signOutHere } from "../../auth/signOut";
import type { MessageId } from "../../i18n/messages";
import { MfaChallengeForm } from "./MfaChallengeForm";
import { OtpSignInForm } from "./OtpSignInForm";
import { PasskeySignIn } from "./PasskeySignIn";
import { SignInForm } from "./SignInForm";
import { needsSecondFactor } from "./verifyTotp";

interface CustomerSignInProps {
  /** Signed in, with the second factor too when the account has one. */
  onComplete: () => void | Promise<void>;
  labelledBy?: string;
}

type Method = "password" | "email" | "phone";
const METHOD_LABELS: Record<Method, MessageId> = {
  password: "auth.method.password",
  email: "auth.method.email",
  phone: "auth.method.phone",
};

/**
 * Sign-in by password, by a mailed code or link, (when the server offers it) by a texted code, or
 * with a passkey; then the second factor for accounts that have set one up.
 */
export function CustomerSignIn({ onComplete, labelledBy }: CustomerSignInProps) {
  const { client, store, session, needsSecondFactor: pending } = useSession();
  const settings = useAuthSettings();
  // Someone who signed in already (Google, or an earlier visit) may only owe the code.
  const [step, setStep] = useState<"sign-in" | "code">(session && pending ? "code" : "sign-in");
  const [method, setMethod] = useState<Method>("password");

  if (step === "code") {
    return (
      <MfaChallengeForm
        onVerified={onComplete}
        onCancel={() => {
          void signOutHere(client, store);
          setStep("sign-in");
        }}
      />
    );
  }
  const signedIn = async () => {
    if (await needsSecondFactor(client)) setStep("code");
    else await onComplete();
  };
  const methods: Method[] = settings?.phoneSignIn ? ["password", "email", "phone"] : ["password", "email"];
  return (
    <Stack gap="4">
      {method === "password" ? (
        <SignInForm labelledBy={labelledBy} onSignedIn={signedIn} />
      ) : (
        <OtpSignInForm key={method} channel={method} labelledBy={labelledBy} onSignedIn={signedIn} />
      )}
      <Stack gap="1" align="center">
        {methods
          .filter((other) => other !== method)
          .map((other) => (
            <Button key={other} variant="plain" size="sm" color="navy.600" onClick={() => setMethod(other)}>
              <FormattedMessage id={METHOD_LABELS[other]} />
            </Button>
          ))}
      </Stack>
      <PasskeySignIn onSignedIn={signedIn} />
    </Stack>
  );
}

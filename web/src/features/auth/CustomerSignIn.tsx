import { useState } from "react";
import { useSession } from "../../auth/SessionContext";
import { signOutHere } from "../../auth/signOut";
import { MfaChallengeForm } from "./MfaChallengeForm";
import { SignInForm } from "./SignInForm";
import { needsSecondFactor } from "./verifyTotp";

interface CustomerSignInProps {
  /** Signed in, with the second factor too when the account has one. */
  onComplete: () => void | Promise<void>;
  labelledBy?: string;
}

/** Password sign-in, then the authenticator code for accounts that have set one up. */
export function CustomerSignIn({ onComplete, labelledBy }: CustomerSignInProps) {
  const { client, store, session, needsSecondFactor: pending } = useSession();
  // Someone who signed in already (Google, or an earlier visit) may only owe the code.
  const [step, setStep] = useState<"password" | "code">(session && pending ? "code" : "password");

  if (step === "code") {
    return (
      <MfaChallengeForm
        onVerified={onComplete}
        onCancel={() => {
          void signOutHere(client, store);
          setStep("password");
        }}
      />
    );
  }
  return (
    <SignInForm
      labelledBy={labelledBy}
      onSignedIn={async () => {
        if (await needsSecondFactor(client)) setStep("code");
        else await onComplete();
      }}
    />
  );
}

import { Tabs } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { closeAuthPrompt } from "../../behaviours/authPrompt";
import { defineIsland } from "../../islands/island";
import { CustomerSignIn } from "./CustomerSignIn";
import { GoogleSignIn } from "./GoogleSignIn";
import { SignUpForm } from "./SignUpForm";
import { useAuthToasts } from "./useAuthToasts";
import { useSignUpComplete } from "./useSignUpComplete";

/** What the home page's prompt offers: Google, then sign in or sign up. */
export function AuthPromptForms() {
  const { session } = useSession();
  const toasts = useAuthToasts();
  const onSignedUp = useSignUpComplete();
  const [tab, setTab] = useState("sign-in");

  return (
    <>
      {!session && <GoogleSignIn />}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        colorPalette="gold"
        fitted
        lazyMount
      >
        <Tabs.List mb="5">
          <Tabs.Trigger value="sign-in">
            <FormattedMessage id="auth.tab.signIn" />
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up">
            <FormattedMessage id="auth.tab.signUp" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in">
          <CustomerSignIn
            onComplete={() => {
              closeAuthPrompt();
              toasts.welcomeBack();
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="sign-up">
          <SignUpForm
            onSignedUp={(result) => {
              closeAuthPrompt();
              onSignedUp(result);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

// Its code loads when the visitor first touches the prompt (the prompt itself opens without it).
export const AuthPromptFormsIsland = defineIsland("auth-prompt-forms", AuthPromptForms, "interaction");

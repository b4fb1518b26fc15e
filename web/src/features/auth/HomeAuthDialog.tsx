import { CloseButton, Dialog, Portal, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { readSessionFlag, writeSessionFlag } from "../../lib/safeStorage";
import { CustomerSignIn } from "./CustomerSignIn";
import { GoogleSignIn } from "./GoogleSignIn";
import { SignUpForm } from "./SignUpForm";
import { useAuthToasts } from "./useAuthToasts";
import { useSignUpComplete } from "./useSignUpComplete";

// Spec §2, §4, §9: after 2 s on the home page, once per browser session, never when signed in.
export const authModalDelayMs = 2000;
export const authModalShownKey = "skycharter.authModalShown";

/** Marks the prompt as seen for this browser session (also after a logout: no prompt right after). */
export function markAuthModalSeen(): void {
  writeSessionFlag(authModalShownKey);
}

export function HomeAuthModal() {
  const intl = useIntl();
  const { loading, session } = useSession();
  const toasts = useAuthToasts();
  const onSignedUp = useSignUpComplete();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState("sign-in");

  useEffect(() => {
    if (loading || session || readSessionFlag(authModalShownKey)) return;
    const timer = setTimeout(() => {
      markAuthModalSeen();
      setOpen(true);
    }, authModalDelayMs);
    return () => clearTimeout(timer);
  }, [loading, session]);

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="md" scrollBehavior="inside" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="auth-modal">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title fontFamily="heading" fontWeight="normal" fontSize="2xl">
                <FormattedMessage id="auth.modal.title" />
              </Dialog.Title>
              <Dialog.Description asChild>
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="auth.modal.subtitle" />
                </Text>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {!session && <GoogleSignIn />}
              <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="gold" fitted lazyMount>
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
                      setOpen(false);
                      toasts.welcomeBack();
                    }}
                  />
                </Tabs.Content>
                <Tabs.Content value="sign-up">
                  <SignUpForm
                    onSignedUp={(result) => {
                      setOpen(false);
                      onSignedUp(result);
                    }}
                  />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

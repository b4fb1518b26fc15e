import { Dialog, Portal, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { DialogCloseButton } from "../../components/DialogCloseButton";
import { CustomerSignIn } from "./CustomerSignIn";
import { GoogleSignIn } from "./GoogleSignIn";
import { SignUpForm } from "./SignUpForm";
import { useAuthToasts } from "./useAuthToasts";
import { useSignUpComplete } from "./useSignUpComplete";

export interface HomeAuthDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The home page's sign-in / sign-up prompt itself; HomeAuthModal decides when it opens. */
export default function HomeAuthDialog({ open, onOpenChange }: HomeAuthDialogProps) {
  const { session } = useSession();
  const toasts = useAuthToasts();
  const onSignedUp = useSignUpComplete();
  const [tab, setTab] = useState("sign-in");

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="md" scrollBehavior="inside" motionPreset="slide-in-bottom">
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
                      onOpenChange(false);
                      toasts.welcomeBack();
                    }}
                  />
                </Tabs.Content>
                <Tabs.Content value="sign-up">
                  <SignUpForm
                    onSignedUp={(result) => {
                      onOpenChange(false);
                      onSignedUp(result);
                    }}
                  />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { chakra, CloseButton, Heading, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { attachAuthPrompt, authPromptId } from "../../behaviours/authPrompt";
import { useBehaviour } from "../../behaviours/useBehaviour";
import { useArrivedAt } from "../../ui/hooks/useArrivedAt";
import { AuthPromptFormsIsland } from "./AuthPromptForms";

const dialogLook = {
  // The browser centres a modal dialog with auto margins, which the CSS reset sets to 0.
  margin: "auto",
  width: "calc(100% - 2rem)",
  maxWidth: "md",
  maxHeight: "calc(100dvh - 2rem)",
  overflowY: "auto",
  padding: "0",
  border: "none",
  rounded: "l3",
  bg: "bg.panel",
  color: "fg",
  boxShadow: "lg",
  "&::backdrop": { background: "rgba(6, 13, 31, 0.6)" },
  _open: { animationName: "slide-from-bottom, fade-in", animationDuration: "moderate" },
  _motionReduce: { _open: { animation: "none" } },
} as const;

/**
 * The home page's sign-in / sign-up prompt: a native modal <dialog> in the server's HTML (focus moves
 * in and stays, Escape closes it), opened 2 s after the page loads by a few lines of script
 * (behaviours/authPrompt.ts). Its forms are an island, loaded when the visitor first touches them.
 */
export function HomeAuthPrompt() {
  const intl = useIntl();
  const arrivedAt = useArrivedAt();
  const dialog = useBehaviour<HTMLDialogElement>((element) => attachAuthPrompt(element, arrivedAt));
  return (
    <chakra.dialog
      ref={dialog}
      id={authPromptId}
      data-behaviour="auth-prompt"
      data-testid="auth-modal"
      aria-labelledby="auth-prompt-title"
      aria-describedby="auth-prompt-subtitle"
      css={dialogLook}
    >
      <chakra.div position="relative" p="6" pt="5">
        <Heading id="auth-prompt-title" as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl" pe="10">
          <FormattedMessage id="auth.modal.title" />
        </Heading>
        <Text id="auth-prompt-subtitle" color="fg.muted" fontSize="sm" mt="1" mb="5">
          <FormattedMessage id="auth.modal.subtitle" />
        </Text>
        <AuthPromptFormsIsland />
        {/* Focus lands here when the prompt opens: outside the forms, so opening it loads none of their code. */}
        <CloseButton
          autoFocus
          data-dialog-close=""
          size="sm"
          position="absolute"
          top="3"
          insetEnd="3"
          aria-label={intl.formatMessage({ id: "common.close" })}
        />
      </chakra.div>
    </chakra.dialog>
  );
}

import { Button, HStack, Stack } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MESSAGE_BODY_MAX, messageBodyProblem } from "../../../../server/src/core/rules/index.js";
import type { MessageId } from "../../i18n/messages";
import { useFormDraft } from "../../lib/useFormDraft";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { TextField } from "../../ui/components/form/TextField";
import { toaster } from "../../ui/components/toaster";
import { useSendMessageMutation, type ConversationMessageFieldsFragment } from "../../graphql/generated";

interface Draft {
  body: string;
  /** Made once per message and kept with the draft: a retry after a lost answer is the same message. */
  clientKey: string;
}

const BODY_ERRORS: Record<"required" | "tooLong", MessageId> = {
  required: "conversation.bodyRequired",
  tooLong: "conversation.bodyTooLong",
};

/** Writes in the thread. What is typed is kept in the tab until the message is sent, a failed send included. */
export function MessageComposer({
  quoteRequestId,
  onSent,
}: {
  quoteRequestId: string;
  onSent: (message: ConversationMessageFieldsFragment) => void;
}) {
  const intl = useIntl();
  const blank = useCallback((): Draft => ({ body: "", clientKey: "" }), []);
  const [draft, update, reset] = useFormDraft<Draft>(`skycharter.message.${quoteRequestId}`, blank);
  const [error, setError] = useState<MessageId | undefined>();
  const [send, { loading }] = useSendMessageMutation();

  async function submit() {
    const problem = messageBodyProblem(draft.body);
    if (problem) {
      setError(BODY_ERRORS[problem]);
      return;
    }
    setError(undefined);
    const clientKey = draft.clientKey || crypto.randomUUID();
    if (!draft.clientKey) update({ clientKey });
    try {
      const result = await send({ variables: { input: { quoteRequestId, body: draft.body, clientKey } } });
      if (result.data) onSent(result.data.sendMessage);
      reset();
    } catch (failure) {
      const fields = badInputFields(failure);
      if (fields.includes("body")) setError("conversation.bodyRefused");
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "conversation.sendFailedTitle" }),
          description: intl.formatMessage({ id: "conversation.sendFailedBody" }),
        });
    }
  }

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="message-composer"
    >
      <TextField
        label="conversation.messageLabel"
        value={draft.body}
        onChange={(body) => {
          // Other text is another message: it gets its own key when sent.
          update({ body, clientKey: "" });
          if (error) setError(undefined);
        }}
        error={error}
        multiline
        maxLength={MESSAGE_BODY_MAX}
      />
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="navy" loading={loading} w={{ base: "full", sm: "auto" }}>
          <FormattedMessage id="conversation.send" />
        </Button>
      </HStack>
    </Stack>
  );
}

import { Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { PersonFields } from "../../ui/components/form/PersonFields";
import { SendFailedNotice } from "../../ui/components/form/SendFailedNotice";
import { TextField } from "../../ui/components/form/TextField";
import { defineIsland } from "../../islands/island";
import { ContactSent } from "./ContactSent";
import { useContactMessage } from "./useContactMessage";

/**
 * The enquiry form: one message per send, however often it is clicked or retried. Without
 * JavaScript it posts to the server (POST /contact), which answers with this page and its outcome.
 */
export function ContactForm() {
  const { values, set, update, errors, loading, receipt, onSubmit, sendAnother, sendFailed } = useContactMessage();

  if (receipt) return <ContactSent reference={receipt} onSendAnother={sendAnother} />;

  return (
    <Stack asChild gap="5">
      <form
        method="post"
        action="/contact"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="contact-form-title"
      >
        {sendFailed && <SendFailedNotice />}
        <PersonFields values={values} errors={errors} onChange={update} withPhone named />
        <TextField
          label="contact.subject"
          name="subject"
          value={values.subject}
          onChange={set("subject")}
          error={errors.subject}
          maxLength={200}
        />
        <TextField
          label="contact.message"
          name="message"
          value={values.message}
          onChange={set("message")}
          error={errors.message}
          required
          multiline
          maxLength={5000}
          helper="contact.messageHint"
        />
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="contact.formNote" />
        </Text>
        <Button type="submit" colorPalette="gold" loading={loading} alignSelf="start" data-testid="contact-submit">
          <FormattedMessage id="contact.send" />
        </Button>
      </form>
    </Stack>
  );
}

// Below the page's header: its code loads as it scrolls into view, or when first touched.
export const ContactFormIsland = defineIsland("contact-form", ContactForm, "visible");

import { Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { contactFields } from "../../../../server/src/core/rules/index.js";
import { ListedFields } from "../../ui/components/form/ListedFields";
import { SendFailedNotice } from "../../ui/components/form/SendFailedNotice";
import { defineIsland } from "../../islands/island";
import { ContactSent } from "./ContactSent";
import { useContactMessage } from "./useContactMessage";

/**
 * The enquiry form: one message per send, however often it is clicked or retried. Without
 * JavaScript it posts to the server (POST /contact), which answers with this page and its outcome.
 */
export function ContactForm() {
  const { values, update, errors, loading, receipt, onSubmit, sendAnother, sendFailed } = useContactMessage();

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
        <ListedFields fields={contactFields} values={values} errors={errors} onChange={update} named />
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

import { Alert, Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { blankToNull as blank, isEmail, isPhone } from "../../components/form/fieldErrors";
import { SendFailedNotice } from "../../components/form/SendFailedNotice";
import { TextField } from "../../components/form/TextField";
import { useFormSubmit } from "../../components/form/useFormSubmit";
import { useFormPostback } from "../../app/postback/FormPostback";
import { useContact_SubmitMutation } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";
import type { MessageId } from "../../i18n/messages";
import { defineIsland } from "../../islands/island";
import { useFormDraft } from "../../lib/useFormDraft";

export const contactSubmitMutation = /* GraphQL */ `
  mutation Contact_Submit($input: ContactMessageInput!, $key: String!) {
    submitContactMessage(input: $input, idempotencyKey: $key) {
      reference
      receivedAt
    }
  }
`;

type Field = "name" | "email" | "phone" | "company" | "subject" | "message";
const newMessage = () => ({
  name: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
  key: crypto.randomUUID(),
});

function check(values: ReturnType<typeof newMessage>): Partial<Record<Field, MessageId>> {
  const errors: Partial<Record<Field, MessageId>> = {};
  if (!values.name.trim()) errors.name = "form.error.name";
  if (!isEmail(values.email)) errors.email = "form.error.email";
  if (values.phone.trim() && !isPhone(values.phone)) errors.phone = "form.error.phone";
  const length = values.message.trim().length;
  if (length < 10 || length > 5000) errors.message = "contact.error.message";
  return errors;
}

const serverMessage = (field: string): MessageId =>
  field === "message"
    ? "contact.error.message"
    : field === "email"
      ? "form.error.email"
      : field === "phone"
        ? "form.error.phone"
        : "form.error.check";

/**
 * The enquiry form: one message per send, however often it is clicked or retried. Without
 * JavaScript it posts to the server (POST /contact), which answers with this page and its outcome.
 */
export function ContactForm() {
  const { locale } = useLocale();
  const postback = useFormPostback("contact");
  const [values, update, reset] = useFormDraft("skycharter.contactDraft", newMessage, postback?.values);
  const { errors, submit } = useFormSubmit<Field>(serverMessage, postback?.problemFields);
  const [receipt, setReceipt] = useState<string | null>(postback?.receipt ?? null);
  const [send, { loading }] = useContact_SubmitMutation();
  const set = (field: Field) => (value: string) => update({ [field]: value });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    await submit(check(values), async () => {
      const { data } = await send({
        variables: {
          key: values.key,
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: blank(values.phone),
            company: blank(values.company),
            subject: blank(values.subject),
            message: values.message.trim(),
            locale,
          },
        },
      });
      setReceipt(data!.submitContactMessage.reference);
      reset();
    });
  }

  if (receipt) {
    return (
      <Alert.Root status="success" rounded="xl" data-testid="contact-sent" alignItems="start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>
            <FormattedMessage id="contact.sentTitle" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="contact.sentBody" values={{ reference: <strong key="ref">{receipt}</strong> }} />
          </Alert.Description>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setReceipt(null)}>
            <FormattedMessage id="contact.sendAnother" />
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Stack asChild gap="5">
      <form
        method="post"
        action="/contact"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="contact-form-title"
      >
        {postback?.failed && <SendFailedNotice />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="form.name"
            name="name"
            value={values.name}
            onChange={set("name")}
            error={errors.name}
            required
            autoComplete="name"
            maxLength={120}
          />
          <TextField
            label="form.email"
            name="email"
            type="email"
            value={values.email}
            onChange={set("email")}
            error={errors.email}
            required
            autoComplete="email"
          />
          <TextField
            label="form.phone"
            name="phone"
            type="tel"
            value={values.phone}
            onChange={set("phone")}
            error={errors.phone}
            autoComplete="tel"
          />
          <TextField
            label="form.company"
            name="company"
            value={values.company}
            onChange={set("company")}
            error={errors.company}
            autoComplete="organization"
            maxLength={120}
          />
        </SimpleGrid>
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

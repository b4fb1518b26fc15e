import { useState } from "react";
import { useFormPostback } from "../../lib/FormPostback";
import { blankToNull as blank, isEmail, isPhone } from "../../ui/components/form/fieldErrors";
import { useFormSubmit } from "../../ui/components/form/useFormSubmit";
import { useContact_SubmitMutation } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";
import type { MessageId } from "../../i18n/messages";
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
 * The enquiry form's state: a draft kept while typing (or the fields a no-JavaScript post sent
 * back), checked here first and then by the server, sent once per draft (its key), and the
 * reference of the message once it is sent.
 */
export function useContactMessage() {
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

  return {
    values,
    set,
    update,
    errors,
    loading,
    receipt,
    onSubmit,
    sendAnother: () => setReceipt(null),
    sendFailed: postback?.failed ?? false,
  };
}

import { contactFields } from "../../../../server/src/core/rules/index.js";
import { useListedForm } from "../../ui/components/form/listedForm";
import { useContact_SubmitMutation } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";
import { visitReferral } from "../../lib/referral";

export const contactSubmitMutation = /* GraphQL */ `
  mutation Contact_Submit($input: ContactMessageInput!, $key: String!) {
    submitContactMessage(input: $input, idempotencyKey: $key) {
      reference
      receivedAt
    }
  }
`;

/**
 * The enquiry form: its fields are the shared list's (`contactFields`), its draft and checks
 * `useListedForm`'s; one message per draft however often it is sent, and its reference once sent.
 */
export function useContactMessage() {
  const { locale } = useLocale();
  const form = useListedForm(contactFields, { draftKey: "skycharter.contactDraft", postback: "contact" });
  const [sendMessage, { loading }] = useContact_SubmitMutation();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    await form.send(async (input, key) => {
      const { data } = await sendMessage({
        variables: { key, input: { ...input, locale, referralCode: visitReferral() } },
      });
      return data!.submitContactMessage.reference;
    });
  }

  return { ...form, loading, onSubmit };
}

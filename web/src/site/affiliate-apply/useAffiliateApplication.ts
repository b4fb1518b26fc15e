import { affiliateFields } from "../../../../server/src/core/rules/index.js";
import { useListedForm } from "../../ui/components/form/listedForm";
import { useAffiliate_ApplyMutation } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";

export const applyMutation = /* GraphQL */ `
  mutation Affiliate_Apply($input: AffiliateApplicationInput!) {
    applyForAffiliate(input: $input) {
      id
      status
      name
      email
    }
  }
`;

/**
 * The application form: its fields are the shared list's (`affiliateFields`), its draft and checks
 * `useListedForm`'s; the receipt is the address the answer goes to. Applying twice makes one application.
 */
export function useAffiliateApplication() {
  const { locale } = useLocale();
  // Without JavaScript the form posts to the server (POST /affiliate/apply), which answers with this page.
  const form = useListedForm(affiliateFields, { draftKey: "skycharter.affiliateDraft", postback: "affiliate" });
  const [apply, { loading }] = useAffiliate_ApplyMutation();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    await form.send(async (input) => {
      const { data } = await apply({ variables: { input: { ...input, locale } } });
      return data!.applyForAffiliate.email;
    });
  }

  return { ...form, loading, sentTo: form.receipt, onSubmit };
}

import { useState } from "react";
import { useFormPostback } from "../../lib/FormPostback";
import { blankToNull as blank, isEmail, isWebsite } from "../../ui/components/form/fieldErrors";
import { useFormSubmit } from "../../ui/components/form/useFormSubmit";
import { useAffiliate_ApplyMutation } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";
import type { MessageId } from "../../i18n/messages";
import { useFormDraft } from "../../lib/useFormDraft";

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

type Field = "name" | "email" | "company" | "website" | "audience";
const newApplication = () => ({ name: "", email: "", company: "", website: "", audience: "" });

function check(values: ReturnType<typeof newApplication>): Partial<Record<Field, MessageId>> {
  const errors: Partial<Record<Field, MessageId>> = {};
  if (!values.name.trim()) errors.name = "form.error.name";
  if (!isEmail(values.email)) errors.email = "form.error.email";
  if (values.website.trim() && !isWebsite(values.website)) errors.website = "affiliateApply.error.website";
  const length = values.audience.trim().length;
  if (length < 10 || length > 2000) errors.audience = "affiliateApply.error.audience";
  return errors;
}

const serverMessage: Partial<Record<string, MessageId>> = {
  email: "form.error.email",
  website: "affiliateApply.error.website",
  audience: "affiliateApply.error.audience",
  name: "form.error.name",
};

/**
 * The application form's state: a draft kept while typing (or the fields a no-JavaScript post
 * sent back), checked here first and then by the server, and the address the receipt went to
 * once it is sent. Applying twice makes one application.
 */
export function useAffiliateApplication() {
  const { locale } = useLocale();
  // Without JavaScript the form posts to the server (POST /affiliate/apply), which answers with this page.
  const postback = useFormPostback("affiliate");
  const [values, update, reset] = useFormDraft("skycharter.affiliateDraft", newApplication, postback?.values);
  const { errors, submit } = useFormSubmit<Field>(
    (field) => serverMessage[field] ?? "form.error.check",
    postback?.problemFields,
  );
  const [sentTo, setSentTo] = useState<string | null>(postback?.receipt ?? null);
  const [apply, { loading }] = useAffiliate_ApplyMutation();
  const set = (field: Field) => (value: string) => update({ [field]: value });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    await submit(check(values), async () => {
      const { data } = await apply({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            company: blank(values.company),
            website: blank(values.website),
            audience: values.audience.trim(),
            locale,
          },
        },
      });
      setSentTo(data!.applyForAffiliate.email);
      reset();
    });
  }

  return { values, set, update, errors, loading, sentTo, onSubmit, sendFailed: postback?.failed ?? false };
}

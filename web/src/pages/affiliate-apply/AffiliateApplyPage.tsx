import { Alert, Button, Container, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { blankToNull as blank, isEmail, isWebsite } from "../../components/form/fieldErrors";
import { SendFailedNotice } from "../../components/form/SendFailedNotice";
import { TextField } from "../../components/form/TextField";
import { useFormSubmit } from "../../components/form/useFormSubmit";
import { PageHeader } from "../../components/PageHeader";
import { PageTitle } from "../../components/PageTitle";
import { defineIsland } from "../../islands/island";
import { useFormPostback } from "../../app/postback/FormPostback";
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
 * The partner application: a form, then what happens next. Applying twice makes one application.
 * The page's content is an island over the server's HTML (its title stays in the page's head).
 */
export function AffiliateApplication() {
  const intl = useIntl();
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

  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id="affiliate.eyebrow" />}
        title={<FormattedMessage id="affiliateApply.title" />}
        subtitle={<FormattedMessage id="affiliateApply.subtitle" />}
      />
      <Container maxW="3xl" py={{ base: "10", md: "16" }}>
        {sentTo ? (
          <Alert.Root status="success" rounded="xl" alignItems="start" data-testid="affiliate-applied">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Title>
                <FormattedMessage id="affiliateApply.sentTitle" />
              </Alert.Title>
              <Alert.Description>
                <Stack gap="2">
                  <Text>
                    <FormattedMessage id="affiliateApply.sentBody" values={{ email: sentTo }} />
                  </Text>
                  <List.Root as="ol" ps="5" gap="1">
                    <List.Item>
                      <FormattedMessage id="affiliateApply.next1" />
                    </List.Item>
                    <List.Item>
                      <FormattedMessage id="affiliateApply.next2" />
                    </List.Item>
                    <List.Item>
                      <FormattedMessage id="affiliateApply.next3" />
                    </List.Item>
                  </List.Root>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack asChild gap="5">
            <form
              method="post"
              action="/affiliate/apply"
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              aria-label={intl.formatMessage({ id: "affiliateApply.title" })}
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
                  label="form.company"
                  name="company"
                  value={values.company}
                  onChange={set("company")}
                  error={errors.company}
                  autoComplete="organization"
                  maxLength={120}
                />
                <TextField
                  label="affiliateApply.website"
                  name="website"
                  type="url"
                  value={values.website}
                  onChange={set("website")}
                  error={errors.website}
                  autoComplete="url"
                  maxLength={300}
                />
              </SimpleGrid>
              <TextField
                label="affiliateApply.audience"
                name="audience"
                value={values.audience}
                onChange={set("audience")}
                error={errors.audience}
                required
                multiline
                maxLength={2000}
                helper="affiliateApply.audienceHint"
              />
              <Button
                type="submit"
                colorPalette="gold"
                loading={loading}
                alignSelf="start"
                data-testid="affiliate-submit"
              >
                <FormattedMessage id="affiliateApply.submit" />
              </Button>
            </form>
          </Stack>
        )}
      </Container>
    </>
  );
}

const AffiliateApplicationIsland = defineIsland("affiliate-form", AffiliateApplication, "visible");

export default function AffiliateApplyPage() {
  return (
    <>
      <PageTitle id="affiliateApply.title" />
      <AffiliateApplicationIsland />
    </>
  );
}

import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useTermsPage_TermsQuery } from "../../graphql/generated";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";

// The charter terms a quote is accepted under and a sign-up records (the agreements' one text):
// the current version in the visitor's language.
export const termsPageQuery = /* GraphQL */ `
  query TermsPage_Terms($locale: String) {
    charterTerms(locale: $locale) {
      version
      locale
      title
      summary
      sections {
        heading
        body
      }
    }
  }
`;

export default function TermsPage() {
  const intl = useIntl();
  const terms = useTermsPage_TermsQuery({ variables: { locale: intl.locale } }).data?.charterTerms;
  return (
    <>
      <PageTitle id="legal.terms.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="legal.eyebrow" />}
        title={terms?.title ?? <FormattedMessage id="legal.terms.title" />}
        subtitle={<FormattedMessage id="legal.terms.subtitle" />}
      />
      <Container maxW="4xl" py={{ base: "12", md: "16" }}>
        {terms && (
          <Stack gap="5" lineHeight="1.7">
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="legal.termsVersion" values={{ version: <span dir="ltr">{terms.version}</span> }} />
            </Text>
            <Text fontSize="lg">{terms.summary}</Text>
            {terms.sections.map((section) => (
              <Stack key={section.heading} as="section" gap="2">
                <Heading as="h2" fontSize="xl" mt="3">
                  {section.heading}
                </Heading>
                <Text>{section.body}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}

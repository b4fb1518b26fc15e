import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CancellationScheduleList } from "../../features/booking";
import { useCustomerTerms_CharterTermsQuery } from "../../graphql/generated";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";

export const customerTermsQuery = /* GraphQL */ `
  query CustomerTerms_CharterTerms($locale: String) {
    charterTerms(locale: $locale) {
      version
      locale
      title
      summary
      sections {
        heading
        body
      }
      cancellationSchedule {
        daysBefore
        percent
      }
    }
  }
`;

/** The broker's current charter terms in full, as a customer agrees to them when accepting a quote. */
export default function CharterTermsPage() {
  const intl = useIntl();
  const { data, error, refetch } = useCustomerTerms_CharterTermsQuery({ variables: { locale: intl.locale } });
  const terms = data?.charterTerms;
  return (
    <>
      <PageTitle id="terms.pageTitle" />
      <PageHeader
        underFixedNav={false}
        eyebrow={<FormattedMessage id="terms.eyebrow" values={{ version: terms?.version ?? "" }} />}
        title={terms?.title ?? <FormattedMessage id="terms.pageTitle" />}
      />
      <Container maxW="3xl" py={{ base: "10", md: "14" }}>
        {error && !terms ? (
          <LoadError onRetry={() => void refetch()} />
        ) : !terms ? (
          <InlineLoader />
        ) : (
          <Stack gap="6" data-testid="charter-terms" lang={terms.locale}>
            <Text fontSize="lg">{terms.summary}</Text>
            {terms.sections.map((section) => (
              <Box as="section" key={section.heading}>
                <Heading as="h2" size="md" mb="2">
                  {section.heading}
                </Heading>
                <Text>{section.body}</Text>
              </Box>
            ))}
            <Box as="section">
              <Heading as="h2" size="md" mb="2">
                <FormattedMessage id="charter.cancellationTitle" />
              </Heading>
              <CancellationScheduleList tiers={terms.cancellationSchedule} />
            </Box>
          </Stack>
        )}
      </Container>
    </>
  );
}

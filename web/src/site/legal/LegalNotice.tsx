import { Container, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useLegalNotice_ReadQuery, type LegalPageKind } from "../../graphql/generated";
import { LegalText } from "./LegalText";

// A privacy or cookie notice as an admin last published it, in the visitor's language when it
// exists (else the English one, saying so); a short line while none is published.
export const legalNoticeQuery = /* GraphQL */ `
  query LegalNotice_Read($kind: LegalPageKind!, $locale: String) {
    legalPage(kind: $kind, locale: $locale) {
      kind
      locale
      version
      body
      publishedAt
    }
  }
`;

export function LegalNotice({ kind, children }: { kind: LegalPageKind; children?: ReactNode }) {
  const intl = useIntl();
  const { data } = useLegalNotice_ReadQuery({ variables: { kind, locale: intl.locale } });
  const page = data?.legalPage;
  return (
    <Container maxW="4xl" py={{ base: "12", md: "16" }}>
      <Stack gap="6">
        {page ? (
          <>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage
                id="legal.versionLine"
                values={{
                  version: <span dir="ltr">{page.version}</span>,
                  date: <FormattedDate value={page.publishedAt} dateStyle="long" />,
                }}
              />
            </Text>
            {page.locale !== intl.locale && (
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="legal.inEnglish" />
              </Text>
            )}
            <div lang={page.locale} dir={page.locale === "ar" ? "rtl" : "ltr"}>
              <LegalText body={page.body} />
            </div>
          </>
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="legal.unpublished" />
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}

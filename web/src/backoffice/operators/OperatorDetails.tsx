import { Badge, Card, DataList, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminOperatorFieldsFragment } from "../../graphql/generated";
import { localeOptions } from "../../i18n/locales";
import type { MessageId } from "../../i18n/messages";
import { countryName } from "./countryName";

/** A paper's last day, in the reader's language ("31 March 2027"). */
function useDay() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" });
}

/** The operator's papers, safety audits and contacts, side by side from a laptop up. */
export function OperatorDetails({ operator }: { operator: AdminOperatorFieldsFragment }) {
  const intl = useIntl();
  const day = useDay();
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
      <DetailCard title="admin.operators.papers" testId="operator-papers">
        <DataList.Root size="sm">
          <Item label="admin.operators.field.aocNumber">
            <bdi>{operator.aocNumber}</bdi>
          </Item>
          <Item label="admin.operators.field.aocExpiresOn">{day(operator.aocExpiresOn)}</Item>
          <Item label="admin.operators.field.country">
            {countryName(operator.country, intl.locale)} ({operator.country})
          </Item>
          <Item label="admin.operators.field.insuranceExpiresOn">{day(operator.insuranceExpiresOn)}</Item>
        </DataList.Root>
        {operator.notes && (
          <Text fontSize="sm" whiteSpace="pre-line" color="fg.muted">
            <bdi>{operator.notes}</bdi>
          </Text>
        )}
      </DetailCard>
      <DetailCard title="admin.operators.audits" testId="operator-audits">
        {operator.audits.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="admin.operators.noAudits" />
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {operator.audits.map((audit) => (
              <Stack as="li" key={audit.scheme} gap="0">
                <Text fontWeight="medium">
                  <FormattedMessage id={`admin.operators.rating.${audit.rating}`} />{" "}
                  {audit.expired && (
                    <Badge colorPalette="red" size="sm">
                      <FormattedMessage id="admin.operators.auditExpired" />
                    </Badge>
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="admin.operators.validUntil" values={{ date: day(audit.expiresOn) }} />
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </DetailCard>
      <DetailCard title="admin.operators.contacts" testId="operator-contacts">
        {operator.contacts.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="admin.operators.noContacts" />
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {operator.contacts.map((contact) => (
              <Stack as="li" key={contact.email} gap="1" fontSize="sm" align="start">
                <Text fontWeight="medium">
                  <bdi>{contact.name}</bdi>
                </Text>
                <Link href={`mailto:${contact.email}`} wordBreak="break-all" minH="6">
                  {contact.email}
                </Link>
                {contact.phone && (
                  <Link href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} minH="6">
                    {/* A number reads left to right in every language. */}
                    <span dir="ltr">{contact.phone}</span>
                  </Link>
                )}
                <Text color="fg.muted">
                  <FormattedMessage
                    id="admin.operators.writesIn"
                    values={{
                      language: localeOptions.find((o) => o.code === contact.language)?.name ?? contact.language,
                    }}
                  />
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </DetailCard>
    </SimpleGrid>
  );
}

function DetailCard({ title, testId, children }: { title: MessageId; testId: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <FormattedMessage id={title} />
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Item({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>
        <FormattedMessage id={label} />
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

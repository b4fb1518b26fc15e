import { DataList, Heading, Link, Progress, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../../currency/CurrencyContext";
import type { LeadDetailFieldsFragment } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";

/** Who the lead is (as they wrote it: plain text) and why it scores what it does. */
export function LeadContactCard({ lead }: { lead: LeadDetailFieldsFragment }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const rows: { label: MessageId; value: ReactNode }[] = [
    { label: "lead.contact.name", value: <bdi>{lead.contactName}</bdi> },
    {
      label: "lead.contact.company",
      value: lead.company ? <bdi>{lead.company}</bdi> : <FormattedMessage id="lead.contact.none" />,
    },
    {
      label: "lead.contact.email",
      value: (
        <Link href={`mailto:${lead.email}`} dir="ltr">
          {lead.email}
        </Link>
      ),
    },
    {
      label: "lead.contact.phone",
      value: lead.phone ? (
        <Link href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`} dir="ltr">
          {lead.phone}
        </Link>
      ) : (
        <FormattedMessage id="lead.contact.none" />
      ),
    },
    { label: "lead.contact.source", value: <FormattedMessage id={`lead.source.${lead.source}` as MessageId} /> },
    {
      label: "lead.contact.created",
      value: intl.formatDate(lead.createdAt, { dateStyle: "medium", timeStyle: "short" }),
    },
    { label: "lead.contact.value", value: format(lead.estimatedValueUsd) },
  ];
  return (
    <Stack as="section" aria-labelledby="lead-contact-title" gap="6">
      <Heading id="lead-contact-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="lead.contact.title" />
      </Heading>
      <DataList.Root orientation="horizontal" data-testid="lead-contact">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>
              <FormattedMessage id={row.label} />
            </DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="3" data-testid="lead-score">
        <Heading as="h3" fontSize="md" fontWeight="semibold">
          <FormattedMessage id="lead.score.title" values={{ score: lead.score }} />
        </Heading>
        {lead.scoreBreakdown.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="lead.score.noReasons" />
          </Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2">
          {lead.scoreBreakdown.map((part) => (
            <Stack as="li" key={part.factor} gap="1">
              <Text fontSize="sm">
                <FormattedMessage id={`lead.score.factor.${part.factor}` as MessageId} />
                {": "}
                <FormattedMessage id="lead.score.points" values={{ points: part.points, max: part.maxPoints }} />
              </Text>
              <Progress.Root value={part.points} max={part.maxPoints} size="xs" colorPalette="gold" aria-hidden="true">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

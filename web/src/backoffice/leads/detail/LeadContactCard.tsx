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
    { label: "leadDetail.contact.name", value: <bdi>{lead.contactName}</bdi> },
    {
      label: "leadDetail.contact.company",
      value: lead.company ? <bdi>{lead.company}</bdi> : <FormattedMessage id="leadDetail.contact.none" />,
    },
    {
      label: "leadDetail.contact.email",
      value: (
        <Link href={`mailto:${lead.email}`} dir="ltr">
          {lead.email}
        </Link>
      ),
    },
    {
      label: "leadDetail.contact.phone",
      value: lead.phone ? (
        <Link href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`} dir="ltr">
          {lead.phone}
        </Link>
      ) : (
        <FormattedMessage id="leadDetail.contact.none" />
      ),
    },
    { label: "leadDetail.contact.source", value: <FormattedMessage id={`lead.source.${lead.source}` as MessageId} /> },
    {
      label: "leadDetail.contact.created",
      value: intl.formatDate(lead.createdAt, { dateStyle: "medium", timeStyle: "short" }),
    },
    { label: "leadDetail.contact.value", value: format(lead.estimatedValueUsd) },
  ];
  return (
    <Stack as="section" aria-labelledby="lead-contact-title" gap="6">
      <Heading id="lead-contact-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="leadDetail.contact.title" />
      </Heading>
      <DataList.Root data-testid="lead-contact">
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
          <FormattedMessage id="leadDetail.score.title" values={{ score: lead.score }} />
        </Heading>
        {lead.scoreBreakdown.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="leadDetail.score.noReasons" />
          </Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2">
          {lead.scoreBreakdown.map((part) => (
            <Stack as="li" key={part.factor} gap="1">
              <Text fontSize="sm">
                <FormattedMessage id={`leadDetail.score.factor.${part.factor}` as MessageId} />
                {": "}
                <FormattedMessage id="leadDetail.score.points" values={{ points: part.points, max: part.maxPoints }} />
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

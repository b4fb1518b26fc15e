import { Card, DataList, HStack, Stack, Text } from "@chakra-ui/react";
import { m, useReducedMotionConfig } from "framer-motion";
import { memo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../../currency/CurrencyContext";
import { LeadStatusBadge } from "../LeadStatusBadge";
import { arrivalOf } from "../../../features/motion";
import type { LeadRowFragment } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";
import { leadDate } from "./leadFormat";
import { LeadMoveMenu } from "./LeadMoveMenu";
import { LeadName } from "./LeadName";
import type { LeadRowsProps } from "./LeadsTable";

/** On a phone the table becomes one card per lead. */
export function LeadCards({ leads, fresh, onMove }: LeadRowsProps) {
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-testid="lead-cards">
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} fresh={fresh.has(lead.id)} onMove={onMove} />
      ))}
    </Stack>
  );
}

interface LeadCardProps {
  lead: LeadRowFragment;
  fresh: boolean;
  onMove: LeadRowsProps["onMove"];
}

// Memoised like the table's rows: a live event renders the card it brings, not every card.
const LeadCard = memo(function LeadCard({ lead, fresh, onMove }: LeadCardProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  const reduced = useReducedMotionConfig();
  return (
    <Card.Root
      asChild
      size="sm"
      data-testid="lead-card"
      data-list-row
      data-lead-id={lead.id}
      bg={fresh ? "gold.100" : "white"}
      transition="background-color 0.8s"
    >
      <m.li {...arrivalOf(fresh, reduced)}>
        <Card.Body gap="3">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Stack gap="0" minW="0">
              <LeadName lead={lead} />
              <Text color="fg.muted" fontSize="xs" wordBreak="break-all">
                <bdi>{lead.email}</bdi>
              </Text>
            </Stack>
            <LeadStatusBadge status={lead.status} />
          </HStack>
          <DataList.Root size="sm">
            <Item label="company">{lead.company ?? "—"}</Item>
            <Item label="source">
              <FormattedMessage id={`lead.source.${lead.source}` as MessageId} />
            </Item>
            <Item label="score">{intl.formatNumber(lead.score)}</Item>
            <Item label="value">{format(lead.estimatedValueUsd)}</Item>
            <Item label="date">{leadDate(lead.createdAt, intl)}</Item>
          </DataList.Root>
          <LeadMoveMenu lead={lead} onMove={onMove} />
        </Card.Body>
      </m.li>
    </Card.Root>
  );
});

function Item({ label, children }: { label: "company" | "source" | "score" | "value" | "date"; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>
        <FormattedMessage id={`leadBoard.column.${label}`} />
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

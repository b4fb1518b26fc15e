import { Box, Table } from "@chakra-ui/react";
import { m, useReducedMotionConfig } from "framer-motion";
import { memo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { WideTable } from "../../../ui/components/WideTable";
import { useCurrency } from "../../../currency/CurrencyContext";
import { LeadStatusBadge } from "../LeadStatusBadge";
import { arrivalOf } from "../../../features/motion";
import type { LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";
import { leadDate } from "./leadFormat";
import { LeadMoveMenu } from "./LeadMoveMenu";
import { LeadName } from "./LeadName";

export interface LeadRowsProps {
  leads: LeadRowFragment[];
  fresh: ReadonlySet<string>;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
}

const headers = (["contact", "company", "source", "score", "status", "value", "date", "actions"] as const).map(
  (header) => ({
    label: `leadBoard.column.${header}` as const,
    numeric: header === "score" || header === "value",
  }),
);

/**
 * From a tablet up: one row per lead; a lead that just arrived slides in and glows for a moment.
 * Narrower, `cards` (LeadCards).
 */
export function LeadsTable({ leads, fresh, onMove, cards }: LeadRowsProps & { cards: ReactNode }) {
  return (
    <WideTable testId="leads-table" columns={headers} cards={cards}>
      {leads.map((lead) => (
        <LeadTableRow key={lead.id} lead={lead} fresh={fresh.has(lead.id)} onMove={onMove} />
      ))}
    </WideTable>
  );
}

interface LeadTableRowProps {
  lead: LeadRowFragment;
  fresh: boolean;
  onMove: LeadRowsProps["onMove"];
}

// Memoised: the cache hands back the same object for a lead that did not change, so a live event
// renders the one row it brings (and the rows whose highlight ends), not the whole page of them.
const LeadTableRow = memo(function LeadTableRow({ lead, fresh, onMove }: LeadTableRowProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  const reduced = useReducedMotionConfig();
  return (
    <Table.Row
      asChild
      data-testid="lead-row"
      data-list-row
      data-lead-id={lead.id}
      data-fresh={fresh || undefined}
      bg={fresh ? "gold.100" : undefined}
      transition="background-color 0.8s"
    >
      <m.tr {...arrivalOf(fresh, reduced)}>
        <Table.Cell>
          <LeadName lead={lead} />
          <Box color="fg.muted" fontSize="xs">
            <bdi>{lead.email}</bdi>
          </Box>
        </Table.Cell>
        <Table.Cell>{lead.company ?? "—"}</Table.Cell>
        <Table.Cell>
          <FormattedMessage id={`lead.source.${lead.source}` as MessageId} />
        </Table.Cell>
        <Table.Cell textAlign="end">{intl.formatNumber(lead.score)}</Table.Cell>
        <Table.Cell>
          <LeadStatusBadge status={lead.status} />
        </Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          {format(lead.estimatedValueUsd)}
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{leadDate(lead.createdAt, intl)}</Table.Cell>
        <Table.Cell>
          <LeadMoveMenu lead={lead} onMove={onMove} />
        </Table.Cell>
      </m.tr>
    </Table.Row>
  );
});

import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { AnimatePresence } from "framer-motion";
import { useMemo, useState, type DragEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { leadStatusPalette } from "../LeadStatusBadge";
import { useLeadList } from "../useLeadList";
import type { LeadFilter, LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";
import { ShowMore } from "../../../ui/components/ShowMore";
import { BoardCard } from "./BoardCard";

interface BoardColumnProps {
  status: LeadStatus;
  filter: LeadFilter | null;
  fresh: ReadonlySet<string>;
  dragged: LeadRowFragment | null;
  onDragChange: (lead: LeadRowFragment | null) => void;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
}

export function BoardColumn({ status, filter, fresh, dragged, onDragChange, onMove }: BoardColumnProps) {
  const intl = useIntl();
  const columnFilter = useMemo(() => ({ ...filter, status: [status] }), [filter, status]);
  const { leads, totalCount, pageInfo, fetchMore, loading } = useLeadList(columnFilter, null);
  const [over, setOver] = useState(false);
  const takes = dragged !== null && dragged.allowedStatuses.includes(status);
  const headingId = `board-column-${status}`;

  const allowDrop = (event: DragEvent) => {
    if (!takes) return;
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (dragged && takes) onMove(dragged, status);
    onDragChange(null);
  };

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      p="3"
      rounded="xl"
      bg={over ? "gold.100" : takes ? "gold.50" : "gray.50"}
      borderWidth="2px"
      borderStyle={takes ? "dashed" : "solid"}
      borderColor={takes ? "gold.400" : "transparent"}
      onDragOver={allowDrop}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid={`board-column-${status}`}
    >
      <HStack justify="space-between" borderTopWidth="4px" borderColor={`${leadStatusPalette[status]}.500`} pt="2">
        <Heading id={headingId} as="h3" fontSize="md">
          <FormattedMessage id={`lead.status.${status}` as MessageId} />
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="column-count">
          {totalCount === undefined ? "…" : intl.formatNumber(totalCount)}
        </Text>
      </HStack>
      <Stack as="ul" listStyleType="none" gap="2" minH="16">
        {/* A card leaving stays until the one in its new column has taken over from it (their updates may come a render apart). */}
        <AnimatePresence initial={false}>
          {leads.map((lead) => (
            <BoardCard
              key={lead.id}
              lead={lead}
              fresh={fresh.has(lead.id)}
              onDragChange={onDragChange}
              onMove={onMove}
            />
          ))}
        </AnimatePresence>
      </Stack>
      {/* A column is narrow: a quiet button as wide as its cards. */}
      <ShowMore
        pageInfo={pageInfo}
        loading={loading}
        fetchMore={fetchMore}
        size="xs"
        variant="ghost"
        alignSelf="stretch"
      />
    </Stack>
  );
}

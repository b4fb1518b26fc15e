import { Card, HStack, Text } from "@chakra-ui/react";
import { m, useIsPresent, useReducedMotionConfig } from "framer-motion";
import type { DragEvent } from "react";
import { FormattedMessage } from "react-intl";
import { useCurrency } from "../../../currency/CurrencyContext";
import { travelOf } from "../../../features/motion";
import type { LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import { LeadMoveMenu } from "./LeadMoveMenu";
import { LeadName } from "./LeadName";

interface BoardCardProps {
  lead: LeadRowFragment;
  fresh: boolean;
  onDragChange: (lead: LeadRowFragment | null) => void;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
}

/**
 * One lead on the board: dragged with the mouse, or moved from the keyboard with its menu. A WON
 * lead stays put. Moved, by either way, the card travels from its old column to its new place, so
 * the eye follows it; one leaving the board fades out, out of reach meanwhile.
 */
export function BoardCard({ lead, fresh, onDragChange, onMove }: BoardCardProps) {
  const { format } = useCurrency();
  const present = useIsPresent();
  const reduced = useReducedMotionConfig();
  const movable = lead.allowedStatuses.length > 0;
  const startDrag = (event: DragEvent) => {
    event.dataTransfer.setData("text/plain", lead.id);
    event.dataTransfer.effectAllowed = "move";
    onDragChange(lead);
  };

  return (
    // The native drag handlers sit on the inner card: framer-motion keeps onDragStart/onDragEnd for its own drag.
    <m.li
      {...travelOf(`board-card-${lead.id}`, reduced)}
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      inert={!present}
      data-testid="board-card"
      data-lead-id={lead.id}
    >
      <Card.Root
        size="sm"
        bg={fresh ? "gold.100" : "white"}
        draggable={movable}
        cursor={movable ? "grab" : undefined}
        onDragStart={startDrag}
        onDragEnd={() => onDragChange(null)}
      >
        <Card.Body gap="1" p="3">
          <LeadName lead={lead} fontSize="sm" />
          <Text fontSize="xs" color="fg.muted">
            {lead.company ?? <bdi>{lead.email}</bdi>}
          </Text>
          <HStack justify="space-between" fontSize="xs">
            <Text>{format(lead.estimatedValueUsd)}</Text>
            <Text color="fg.muted">
              <FormattedMessage id="leadBoard.scoreOf" values={{ score: lead.score }} />
            </Text>
          </HStack>
          <LeadMoveMenu lead={lead} onMove={onMove} />
        </Card.Body>
      </Card.Root>
    </m.li>
  );
}

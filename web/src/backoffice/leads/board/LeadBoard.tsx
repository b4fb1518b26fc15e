import { Box, Grid } from "@chakra-ui/react";
import { useState } from "react";
import type { LeadFilter, LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import { useFreshLeads } from "../useFreshLeads";
import { leadStatuses } from "../leadPipeline";
import { BoardColumn } from "./BoardColumn";

interface LeadBoardProps {
  /** The search and source filters; each column adds its own status. */
  filter: LeadFilter | null;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
}

/**
 * The pipeline as columns, one per status, each with its own page of leads. A card is dragged to
 * another column with the mouse, or moved with its "Move to…" menu from the keyboard; only the
 * columns it may legally go to take it. (Native drag and drop: @dnd-kit/core is not among the
 * project's dependencies; the menu is the keyboard's and the touch screen's way.) Either way the
 * card then travels to its new column (BoardCard).
 */
export function LeadBoard({ filter, onMove }: LeadBoardProps) {
  const fresh = useFreshLeads();
  const [dragged, setDragged] = useState<LeadRowFragment | null>(null);
  return (
    // Five columns need about 1,100 px: narrower screens scroll the board sideways, not the page.
    <Box overflowX="auto" pb="2" data-testid="lead-board">
      <Grid templateColumns="repeat(5, minmax(13rem, 1fr))" gap="3" minW="68rem">
        {leadStatuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            filter={filter}
            fresh={fresh}
            dragged={dragged}
            onDragChange={setDragged}
            onMove={onMove}
          />
        ))}
      </Grid>
    </Box>
  );
}

import { Button, ButtonGroup, Heading, HStack, Stack } from "@chakra-ui/react";
import { useCallback, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../../auth/SessionContext";
import { toaster } from "../../../ui/components/toaster";
import { downloadLeadsCsv } from "../leadExport";
import { MotionScope } from "../../../features/motion";
import { useMoveLead } from "../useMoveLead";
import { useDebouncedValue } from "../../../ui/hooks/useDebouncedValue";
import { LeadBoard } from "./LeadBoard";
import { LeadFilters } from "./LeadFilters";
import { LeadListView } from "./LeadListView";
import { leadFilterOf, leadOrderOf } from "./leadQuery";
import { useLeadBoardView } from "./useLeadBoardView";
import type { LeadRowFragment, LeadStatus } from "../../../graphql/generated";

/** Recent leads, as a table or as the pipeline board, under one set of filters. */
export function LeadsSection() {
  const intl = useIntl();
  const { client } = useSession();
  // Filters, sort and layout as this person left them, on any device.
  const { filters: state, setFilters: setState, layout: view, setLayout: setView } = useLeadBoardView();
  const search = useDebouncedValue(state.search, 300);
  const { move } = useMoveLead();
  // The same function across live events (this section does not re-render for them), so the
  // memoised rows of LeadsTable and LeadCards re-render only when their own lead changes.
  const onMove = useCallback((lead: LeadRowFragment, to: LeadStatus) => void move(lead, to), [move]);
  const filter = useMemo(
    () => leadFilterOf({ search, status: state.status, source: state.source }),
    [search, state.status, state.source],
  );
  const boardFilter = useMemo(() => leadFilterOf({ search, status: "", source: state.source }), [search, state.source]);
  const order = useMemo(() => leadOrderOf(state.sort), [state.sort]);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      // getSession refreshes an expired token first, as the API calls do.
      const { data } = await client.getSession();
      await downloadLeadsCsv(view === "board" ? boardFilter : filter, data.session?.access_token ?? null);
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "leadBoard.export.failed" }) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="recent-leads-title" gap="5">
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Heading id="recent-leads-title" as="h2" fontSize="2xl" fontWeight="normal" fontFamily="heading">
          <FormattedMessage id="leadBoard.title" />
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <ButtonGroup
            size="sm"
            variant="outline"
            attached
            role="group"
            aria-label={intl.formatMessage({ id: "leadBoard.view.label" })}
          >
            {(["table", "board"] as const).map((option) => (
              <Button
                key={option}
                aria-pressed={view === option}
                variant={view === option ? "solid" : "outline"}
                colorPalette="navy"
                onClick={() => setView(option)}
                data-testid={`view-${option}`}
              >
                <FormattedMessage id={option === "table" ? "leadBoard.view.table" : "leadBoard.view.board"} />
              </Button>
            ))}
          </ButtonGroup>
          <Button
            size="sm"
            variant="outline"
            loading={exporting}
            onClick={() => void exportCsv()}
            data-testid="leads-export"
          >
            <FormattedMessage id="leadBoard.export.label" />
          </Button>
        </HStack>
      </HStack>
      <LeadFilters value={state} onChange={setState} boardView={view === "board"} />
      <MotionScope>
        {view === "table" ? (
          <LeadListView filter={filter} order={order} onMove={onMove} />
        ) : (
          <LeadBoard filter={boardFilter} onMove={onMove} />
        )}
      </MotionScope>
    </Stack>
  );
}

import { Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../../ui/components/EmptyState";
import { InlineLoader } from "../../../ui/components/InlineLoader";
import { LoadError } from "../../../ui/components/LoadError";
import { ShowMore } from "../../../ui/components/ShowMore";
import { useFreshLeads } from "../useFreshLeads";
import { useLeadList } from "../useLeadList";
import type { LeadFilter, LeadOrder, LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import { LeadCards } from "./LeadCards";
import { LeadsTable } from "./LeadsTable";

interface LeadListViewProps {
  filter: LeadFilter | null;
  order: LeadOrder;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
}

/** The recent leads as a table (cards on a phone), a page at a time, with how many match. */
export function LeadListView({ filter, order, onMove }: LeadListViewProps) {
  const fresh = useFreshLeads();
  const { leads, totalCount, pageInfo, fetchMore, data, error, loading, refetch } = useLeadList(filter, order);
  if (error && !data) return <LoadError onRetry={() => void refetch()} />;
  if (!data) return <InlineLoader />;

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="leads-count">
        <FormattedMessage id="leadBoard.count" values={{ shown: leads.length, total: totalCount ?? 0 }} />
      </Text>
      {leads.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="leadBoard.emptyTitle" />}
          body={<FormattedMessage id="leadBoard.emptyBody" />}
        />
      ) : (
        <LeadsTable
          leads={leads}
          fresh={fresh}
          onMove={onMove}
          cards={<LeadCards leads={leads} fresh={fresh} onMove={onMove} />}
        />
      )}
      <ShowMore pageInfo={pageInfo} loading={loading} fetchMore={fetchMore} />
    </Stack>
  );
}

import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import {
  LeadBoard_LeadsDocument,
  useLeadBoard_LeadsQuery,
  type LeadBoard_LeadsQuery,
  type LeadFilter,
  type LeadOrder,
} from "../../graphql/generated";
import { applyLeadChange } from "./leadList";
import { onLeadChange } from "./leadChanges";

/**
 * A live list of leads: the first page for the filter and order, fetchMore for the next, and
 * every lead that changes elsewhere placed in or out of it without asking the server again.
 */
export function useLeadList(filter: LeadFilter | null, orderBy: LeadOrder | null, first = 20) {
  const variables = useMemo(() => ({ first, filter, orderBy }), [first, filter, orderBy]);
  const result = useLeadBoard_LeadsQuery({
    variables,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const client = useApolloClient();

  useEffect(
    () =>
      onLeadChange((lead, change) => {
        client.cache.updateQuery<LeadBoard_LeadsQuery>({ query: LeadBoard_LeadsDocument, variables }, (data) => {
          if (!data) return undefined;
          const leads = applyLeadChange(data.leads, lead, change, filter, orderBy);
          return leads === data.leads ? undefined : { ...data, leads };
        });
      }),
    [client, variables, filter, orderBy],
  );

  const connection = result.data?.leads;
  return {
    ...result,
    leads: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount,
    pageInfo: connection?.pageInfo,
  };
}

import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { liveConnection } from "../../graphql/apollo/liveConnection";
import {
  LeadBoard_StatsDocument,
  LeadRowFragmentDoc,
  useLeadBoard_EventsSubscription,
  type LeadBoard_StatsQuery,
  type LeadRowFragment,
} from "../../graphql/generated";
import { publishLeadChange } from "./leadChanges";
import { markFresh } from "./useFreshLeads";

/**
 * The sales board's live feed: each event carries the lead's row and the pipeline figures, and is
 * written straight into what the page shows, with nothing fetched first. After a dropped socket,
 * events sent meanwhile are gone, so the first pages and the figures are fetched again.
 */
export function useLeadEvents() {
  const client = useApolloClient();
  useLeadBoard_EventsSubscription({
    // The result is not kept as this hook's state (that would render the whole page per event) nor
    // written to the cache on its own: onData writes everything in one batch, one render.
    ignoreResults: true,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const event = data.data?.leadEvents;
      if (!event) return;
      // Fresh first: a new row's first render already knows it arrived live, and slides in.
      if (event.type === "CREATED") markFresh(event.lead.id);
      client.cache.batch({
        update: (cache) => {
          cache.writeFragment<LeadRowFragment>({
            fragment: LeadRowFragmentDoc,
            fragmentName: "LeadRow",
            data: { ...event.lead, __typename: "Lead" },
          });
          cache.writeQuery<LeadBoard_StatsQuery>({
            query: LeadBoard_StatsDocument,
            data: { __typename: "Query", leadStats: event.stats },
          });
          // The lists on screen place the lead in or out of themselves (useLeadList), in this batch.
          publishLeadChange(event.lead, event.type);
        },
      });
    },
  });

  useEffect(() => {
    const unwatch = liveConnection.watch();
    const unlisten = liveConnection.onReconnect(
      () => void client.refetchQueries({ include: ["LeadBoard_Leads", "LeadBoard_Stats"] }),
    );
    return () => {
      unlisten();
      unwatch();
    };
  }, [client]);
}

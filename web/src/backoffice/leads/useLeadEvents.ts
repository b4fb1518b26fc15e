import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { liveConnection } from "../../graphql/apollo/liveConnection";
import {
  LeadBoard_StatsDocument,
  useLeadBoard_EventsSubscription,
  type LeadBoard_StatsQuery,
} from "../../graphql/generated";
import { publishLeadChange } from "./leadChanges";

/**
 * The sales board's live feed: each event's lead goes to the lists on screen and its figures to
 * the statistics. After a dropped socket, events sent meanwhile are gone, so the first pages and
 * the figures are fetched again.
 */
export function useLeadEvents(onCreated: (leadId: string) => void) {
  const client = useApolloClient();
  useLeadBoard_EventsSubscription({
    onData: ({ data }) => {
      const event = data.data?.leadEvents;
      if (!event) return;
      client.cache.writeQuery<LeadBoard_StatsQuery>({
        query: LeadBoard_StatsDocument,
        data: { __typename: "Query", leadStats: event.stats },
      });
      // Fresh first: a new row's first render already knows it arrived live, and slides in.
      if (event.type === "CREATED") onCreated(event.lead.id);
      publishLeadChange(event.lead, event.type);
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

import { useLeadDetail_ChangesSubscription } from "../../../graphql/generated";

export const leadChangesSubscription = /* GraphQL */ `
  subscription LeadDetail_Changes {
    leadEvents {
      type
      lead {
        id
      }
    }
  }
`;

/**
 * Reloads the lead when anyone changes it (a colleague's note, the customer's new request or
 * acceptance), on any server copy. Events carry only the id here: the board's events are for every
 * lead, and this page needs the full lead only for its own.
 */
export function useLeadChanges(leadId: string, reload: () => void) {
  useLeadDetail_ChangesSubscription({
    onData: ({ data }) => {
      if (data.data?.leadEvents.lead.id === leadId) reload();
    },
  });
}

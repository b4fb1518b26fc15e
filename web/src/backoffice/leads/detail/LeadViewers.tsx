import { HStack, Text } from "@chakra-ui/react";
import { FormattedList, FormattedMessage } from "react-intl";
import { useLeadDetail_ViewersSubscription } from "../../../graphql/generated";

export const leadViewersSubscription = /* GraphQL */ `
  subscription LeadDetail_Viewers($leadId: ID!) {
    leadViewers(leadId: $leadId) {
      id
      name
      email
    }
  }
`;

/**
 * Colleagues who have this lead open too, on any server copy, so two brokers do not quote the same
 * customer twice. Being subscribed is what makes this viewer visible to them.
 */
export function LeadViewers({ leadId, viewerId }: { leadId: string; viewerId: string | null }) {
  const { data } = useLeadDetail_ViewersSubscription({ variables: { leadId } });
  const others = (data?.leadViewers ?? []).filter((viewer) => viewer.id !== viewerId);
  // Announced politely: a colleague arriving should not interrupt a screen reader mid-sentence.
  return (
    <HStack aria-live="polite" data-testid="lead-viewers" minH="6">
      {others.length > 0 && (
        <Text fontSize="sm" color="orange.700" fontWeight="medium">
          <FormattedMessage
            id="leadDetail.viewers"
            values={{
              count: others.length,
              names: (
                <FormattedList
                  type="conjunction"
                  value={others.map((viewer) => (
                    <bdi key={viewer.id}>{viewer.name ?? viewer.email}</bdi>
                  ))}
                />
              ),
            }}
          />
        </Text>
      )}
    </HStack>
  );
}

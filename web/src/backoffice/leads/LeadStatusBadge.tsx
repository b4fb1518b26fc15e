import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { LeadStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

export const leadStatusPalette: Record<LeadStatus, string> = {
  NEW: "blue",
  CONTACTED: "orange",
  QUALIFIED: "purple",
  WON: "green",
  LOST: "gray",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge colorPalette={leadStatusPalette[status]} variant="subtle" size="md" data-testid="lead-status">
      <FormattedMessage id={`lead.status.${status}` as MessageId} />
    </Badge>
  );
}

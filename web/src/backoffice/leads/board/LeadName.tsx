import { Badge, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { TextLink } from "../../../ui/navigation/links";
import type { LeadRowFragment } from "../../../graphql/generated";

/** The contact's name, opening the lead; a lead left untouched too long says so, and so do the customer's unread messages. */
export function LeadName({ lead, fontSize = "md" }: { lead: LeadRowFragment; fontSize?: "sm" | "md" }) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <TextLink to={`/admin/leads/${lead.id}`} fontWeight="semibold" fontSize={fontSize} color="navy.800">
        <bdi>{lead.contactName}</bdi>
      </TextLink>
      {lead.stale && (
        <Badge colorPalette="red" variant="subtle" size="sm" data-testid="lead-stale-flag">
          <FormattedMessage id="leadDetail.stale" />
        </Badge>
      )}
      {lead.unreadMessages > 0 && (
        <Badge colorPalette="navy" variant="solid" size="sm" data-testid="lead-unread-messages">
          <FormattedMessage id="conversation.unread" values={{ count: lead.unreadMessages }} />
        </Badge>
      )}
    </HStack>
  );
}

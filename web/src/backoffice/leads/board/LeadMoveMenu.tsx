import { Button, Menu, Portal } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";

interface LeadMoveMenuProps {
  lead: LeadRowFragment;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
  disabled?: boolean;
}

/** "Move to…": the statuses the server would move the lead to, for this viewer; the keyboard's way to move a board card. */
export function LeadMoveMenu({ lead, onMove, disabled }: LeadMoveMenuProps) {
  const intl = useIntl();
  const moves = lead.allowedStatuses;
  if (moves.length === 0) return null;
  return (
    <Menu.Root onSelect={({ value }) => onMove(lead, value as LeadStatus)}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          disabled={disabled}
          aria-label={intl.formatMessage({ id: "leadBoard.move.labelOf" }, { name: lead.contactName })}
          data-testid="lead-move"
        >
          <FormattedMessage id="leadBoard.move.label" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {moves.map((status) => (
              <Menu.Item key={status} value={status}>
                <FormattedMessage id={`lead.status.${status}` as MessageId} />
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

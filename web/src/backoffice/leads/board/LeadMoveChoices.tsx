import { Button, Menu, Portal, type ButtonProps } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { LeadStatus } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";

export interface LeadMoveChoicesProps {
  moves: readonly LeadStatus[];
  onChoose: (to: LeadStatus) => void;
  /** Opened from the keyboard: its first choice is highlighted, as the menu does for a key on its button. */
  fromKeyboard: boolean;
  /** The button's own props, the same as before the menu had loaded. */
  button: ButtonProps;
}

/**
 * The "Move to…" menu itself, loaded the first time a button asks for it and mounted open: every
 * row of the board would otherwise start a menu, its positioning and its portal before the first
 * row shows.
 */
export default function LeadMoveChoices({ moves, onChoose, fromKeyboard, button }: LeadMoveChoicesProps) {
  return (
    <Menu.Root
      defaultOpen
      defaultHighlightedValue={fromKeyboard ? moves[0] : undefined}
      onSelect={({ value }) => onChoose(value as LeadStatus)}
    >
      <Menu.Trigger asChild>
        <Button {...button} />
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

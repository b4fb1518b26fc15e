import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState, type ComponentType, type KeyboardEvent, type MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { LeadRowFragment, LeadStatus } from "../../../graphql/generated";
import type { LeadMoveChoicesProps } from "./LeadMoveChoices";

interface LeadMoveMenuProps {
  lead: LeadRowFragment;
  onMove: (lead: LeadRowFragment, to: LeadStatus) => void;
  disabled?: boolean;
}

let choicesModule: Promise<ComponentType<LeadMoveChoicesProps>> | undefined;
/** The menu's code, fetched once for every row (again after a failed fetch). */
function loadChoices(): Promise<ComponentType<LeadMoveChoicesProps>> {
  choicesModule ??= import("./LeadMoveChoices").then(
    (module) => module.default,
    (error: unknown) => {
      choicesModule = undefined;
      throw error;
    },
  );
  return choicesModule;
}
const preloadChoices = () => void loadChoices().catch(() => undefined);

/**
 * "Move to…": the statuses the server would move the lead to, for this viewer; the keyboard's way
 * to move a board card. Until it is first used it is only its button (LeadMoveChoices.tsx says why).
 */
export function LeadMoveMenu({ lead, onMove, disabled }: LeadMoveMenuProps) {
  const intl = useIntl();
  const [opened, setOpened] = useState<{ Choices: ComponentType<LeadMoveChoicesProps>; fromKeyboard: boolean }>();
  const moves = lead.allowedStatuses;
  if (moves.length === 0) return null;
  const button: ButtonProps & { "data-testid": string } = {
    size: "xs",
    variant: "outline",
    disabled,
    "aria-label": intl.formatMessage({ id: "leadBoard.move.labelOf" }, { name: lead.contactName }),
    "data-testid": "lead-move",
    children: <FormattedMessage id="leadBoard.move.label" />,
  };
  if (opened)
    return (
      <opened.Choices
        moves={moves}
        onChoose={(to) => onMove(lead, to)}
        fromKeyboard={opened.fromKeyboard}
        button={button}
      />
    );

  const open = (fromKeyboard: boolean) =>
    void loadChoices().then(
      (Choices) => setOpened({ Choices, fromKeyboard }),
      // Not fetched (offline): the button stays as it is, and the next press tries again.
      () => undefined,
    );
  return (
    <Button
      {...button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadChoices}
      onFocus={preloadChoices}
      // A key press clicks a button with detail 0; a pointer's click counts its clicks from 1.
      onClick={(event: MouseEvent) => open(event.detail === 0)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        event.preventDefault();
        open(true);
      }}
    />
  );
}

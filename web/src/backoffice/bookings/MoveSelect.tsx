import { NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";

interface MoveSelectProps<S extends string> {
  /** Names the control for assistive technology, e.g. "Change status of BK-100001". */
  label: string;
  moves: readonly S[];
  optionLabel: (move: S) => MessageId;
  disabled?: boolean;
  onMove: (move: S) => void;
}

/** A "Move to…" menu of the legal next states only; hidden when the state is final. */
export function MoveSelect<S extends string>({ label, moves, optionLabel, disabled, onMove }: MoveSelectProps<S>) {
  const intl = useIntl();
  if (moves.length === 0) return null;
  return (
    <NativeSelect.Root size="xs" width="auto" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value=""
        onChange={(event) => {
          const move = moves.find((m) => m === event.currentTarget.value);
          if (move) onMove(move);
        }}
      >
        <option value="">{intl.formatMessage({ id: "admin.bookings.moveTo" })}</option>
        {moves.map((move) => (
          <option key={move} value={move}>
            {intl.formatMessage({ id: optionLabel(move) })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

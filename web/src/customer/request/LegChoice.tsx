import { Checkbox, Fieldset, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Which legs of the trip a passenger flies: every leg with a seat left, all ticked at first. */
export function LegChoice({
  legs,
  value,
  onChange,
  error,
}: {
  legs: readonly { position: number; from: string; to: string; unnamedSeats: number }[];
  value: number[];
  onChange: (value: number[]) => void;
  error: boolean;
}) {
  return (
    <Fieldset.Root invalid={error}>
      <Fieldset.Legend>
        <FormattedMessage id="passengers.legs" />
      </Fieldset.Legend>
      <Stack gap="2">
        {legs.map((leg) => (
          <Checkbox.Root
            key={leg.position}
            checked={value.includes(leg.position)}
            disabled={leg.unnamedSeats === 0 && !value.includes(leg.position)}
            onCheckedChange={(details) =>
              onChange(
                details.checked === true
                  ? [...value, leg.position].toSorted((a, b) => a - b)
                  : value.filter((p) => p !== leg.position),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage id="request.leg" values={{ number: leg.position + 1 }} />{" "}
              <bdi>{`${leg.from} → ${leg.to}`}</bdi>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && (
        <Fieldset.ErrorText>
          <FormattedMessage id="passengers.error.legs" />
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

export const legsWithSeats = (legs: readonly { position: number; unnamedSeats: number }[]) =>
  legs.filter((leg) => leg.unnamedSeats > 0).map((leg) => leg.position);

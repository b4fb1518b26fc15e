import { Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { emptyLeg, MAX_LEGS, withLegChange, type BookingDraft, type LegDraft } from "./bookingDraft";
import { LegRow } from "./LegRow";
import type { FieldErrors } from "./validateDraft";

interface LegsEditorProps {
  draft: BookingDraft;
  errors: FieldErrors;
  onLegsChange: (legs: LegDraft[]) => void;
}

/** One row per leg: from, to, local departure time; multi-leg trips add and remove rows. */
export function LegsEditor({ draft, errors, onLegsChange }: LegsEditorProps) {
  const multi = draft.tripType === "MULTI_CITY";
  const change = (index: number, patch: Partial<LegDraft>) => onLegsChange(withLegChange(draft, index, patch));

  return (
    <Stack gap="5">
      {draft.legs.map((leg, index) => (
        <LegRow
          key={index}
          leg={leg}
          index={index}
          returnLeg={draft.tripType === "ROUND_TRIP" && index === 1}
          errors={errors}
          onChange={(patch) => change(index, patch)}
          onRemove={
            multi && draft.legs.length > 2 ? () => onLegsChange(draft.legs.filter((_, i) => i !== index)) : undefined
          }
        />
      ))}
      {errors.legs && (
        <Text color="fg.error" fontSize="sm" role="alert">
          <FormattedMessage id={errors.legs} />
        </Text>
      )}
      {multi && draft.legs.length < MAX_LEGS && (
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => onLegsChange([...draft.legs, emptyLeg(draft.legs.at(-1)?.to ?? null)])}
        >
          <FormattedMessage id="booking.addLeg" />
        </Button>
      )}
    </Stack>
  );
}

import { chakra, Span } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { CheckboxMark } from "../../ui/components/form/ChoiceMarks";
import { TextField } from "../../ui/components/form/TextField";
import type { BookingDraft } from "../../features/booking";
import { FormSection } from "./FormSection";

interface ExtrasSectionProps {
  draft: BookingDraft;
  update: (patch: Partial<BookingDraft>) => void;
}

/** Pets, luggage, catering and anything else the visitor wants us to know. */
export function ExtrasSection({ draft, update }: ExtrasSectionProps) {
  return (
    <FormSection title="booking.extrasSection">
      <chakra.label display="inline-flex" alignItems="center" gap="2.5" colorPalette="gold">
        <CheckboxMark checked={draft.pets} onChange={(event) => update({ pets: event.target.checked })} />
        <Span textStyle="sm" fontWeight="medium" userSelect="none">
          <FormattedMessage id="booking.pets" />
        </Span>
      </chakra.label>
      <TextField
        label="booking.luggage"
        value={draft.luggage}
        onChange={(luggage) => update({ luggage })}
        maxLength={500}
        multiline
      />
      <TextField
        label="booking.catering"
        value={draft.catering}
        onChange={(catering) => update({ catering })}
        maxLength={500}
        multiline
      />
      <TextField
        label="booking.notes"
        value={draft.notes}
        onChange={(notes) => update({ notes })}
        maxLength={2000}
        multiline
      />
    </FormSection>
  );
}

import { FormattedMessage } from "react-intl";
import { FieldInput, FormField } from "../../ui/components/form/FormField";
import { legsForTripType, type BookingDraft, LegsEditor, TripTypeChoice } from "../../features/booking";
import type { FieldErrors } from "../../features/booking";
import { FormSection } from "./FormSection";

interface TripSectionProps {
  draft: BookingDraft;
  errors: FieldErrors;
  update: (patch: Partial<BookingDraft>) => void;
}

/** The trip: one way, return or several legs, each leg's airports and time, and the passengers. */
export function TripSection({ draft, errors, update }: TripSectionProps) {
  return (
    <FormSection title="booking.tripSection">
      <TripTypeChoice
        value={draft.tripType}
        onChange={(tripType) => update({ tripType, legs: legsForTripType(draft.legs, tripType) })}
      />
      <LegsEditor draft={draft} errors={errors} onLegsChange={(next) => update({ legs: next })} />
      <FormField
        label={<FormattedMessage id="booking.passengers" />}
        required
        error={errors.passengers && <FormattedMessage id={errors.passengers} />}
        maxW="48"
      >
        {(control) => (
          <FieldInput
            {...control}
            type="number"
            min={1}
            max={19}
            inputMode="numeric"
            value={Number.isFinite(draft.passengers) ? draft.passengers : ""}
            onChange={(event) => update({ passengers: event.target.valueAsNumber })}
          />
        )}
      </FormField>
    </FormSection>
  );
}

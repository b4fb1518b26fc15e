import { chakra, Stack } from "@chakra-ui/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { RadioMark } from "../../ui/components/form/ChoiceMarks";
import type { TripType } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

const tripTypes: { value: TripType; label: MessageId }[] = [
  { value: "ONE_WAY", label: "booking.oneWay" },
  { value: "ROUND_TRIP", label: "booking.roundTrip" },
  { value: "MULTI_CITY", label: "booking.multiLeg" },
];

/** One way, return or several legs: three radio buttons of one group (one tab stop, arrows move). */
export function TripTypeChoice({ value, onChange }: { value: TripType; onChange: (tripType: TripType) => void }) {
  const name = useId();
  return (
    <chakra.fieldset minW="0" colorPalette="gold">
      <chakra.legend srOnly>
        <FormattedMessage id="booking.tripType" />
      </chakra.legend>
      <Stack direction={{ base: "column", sm: "row" }} gap="5">
        {tripTypes.map((type) => (
          <chakra.label
            key={type.value}
            display="inline-flex"
            alignItems="center"
            gap="2.5"
            textStyle="sm"
            fontWeight="medium"
          >
            <RadioMark
              name={name}
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
            />
            <FormattedMessage id={type.label} />
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

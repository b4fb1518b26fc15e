import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PassengerDetailsFields, toDetailsInput, useDetailsErrors, type DetailsDraft } from "../../features/passengers";
import type { PassengerFieldsFragment } from "../../graphql/generated";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { LegChoice } from "./LegChoice";
import type { usePassengers } from "./usePassengers";

// The form says what is wrong beside each field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

interface EditPassengerFormProps {
  passenger: PassengerFieldsFragment;
  legs: readonly { position: number; from: string; to: string; unnamedSeats: number }[];
  update: ReturnType<typeof usePassengers>["update"];
  busy: boolean;
  onDone: () => void;
}

/**
 * The booker completes or corrects a passenger: the legs they fly, and the details the booker typed
 * (a passenger's own details are theirs: only the legs change for them).
 */
export function EditPassengerForm({ passenger, legs, update, busy, onDone }: EditPassengerFormProps) {
  const intl = useIntl();
  const own = passenger.enteredBy === "BOOKER";
  const [chosenLegs, setChosenLegs] = useState<number[]>([...passenger.legs]);
  const [details, setDetails] = useState<DetailsDraft>({
    fullName: passenger.fullName ?? "",
    dateOfBirth: passenger.dateOfBirth ?? "",
    nationality: passenger.nationality ?? "",
    passportNumber: passenger.passportNumber ?? "",
    passportExpiry: passenger.passportExpiry ?? "",
  });
  const [refused, setRefused] = useState<string[]>([]);
  const problems = useDetailsErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefused([]);
    if (own && !problems.checkBlanks(details, false)) return;
    try {
      await update({
        variables: {
          id: passenger.id,
          input: own ? { legs: chosenLegs, details: toDetailsInput(details) } : { legs: chosenLegs },
        },
      });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "passengers.saved" }) });
      onDone();
    } catch (error) {
      const fields = badInputFields(error);
      setRefused(fields);
      problems.refused(fields);
      if (!fields.length)
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "passengers.changeFailed" }) });
    }
  }

  // The passenger's own legs stay choosable even when full: their seat is already theirs.
  const choosable = legs.map((leg) =>
    passenger.legs.includes(leg.position) ? { ...leg, unnamedSeats: Math.max(1, leg.unnamedSeats) } : leg,
  );
  return (
    <Box as="form" {...validatedHere} borderTopWidth="1px" pt="4" onSubmit={(e) => void submit(e)}>
      <Stack gap="5">
        <LegChoice
          legs={choosable}
          value={chosenLegs}
          onChange={setChosenLegs}
          error={refused.includes("input.legs")}
        />
        {own && (
          <PassengerDetailsFields
            value={details}
            onChange={setDetails}
            errors={problems.errors}
            onEdit={problems.edited}
          />
        )}
        <HStack gap="3">
          <Button type="submit" colorPalette="gold" loading={busy} data-testid="save-passenger-changes">
            <FormattedMessage id="passengers.saveChanges" />
          </Button>
          <Button variant="outline" onClick={onDone}>
            <FormattedMessage id="passengers.cancel" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

import { Box, Button, Checkbox, HStack, NativeSelect, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  useDetailsErrors,
  emptyDetails,
  PassengerDetailsFields,
  toDetailsInput,
  type DetailsDraft,
} from "../../features/passengers";
import { FormField } from "../../ui/components/form/FormField";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { LegChoice, legsWithSeats } from "./LegChoice";
import type { usePassengers } from "./usePassengers";

// The form says what is wrong beside each field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

interface AddPassengerFormProps {
  bookingId: string;
  legs: readonly { position: number; from: string; to: string; unnamedSeats: number }[];
  saved: readonly { id: string; fullName: string | null }[];
  add: ReturnType<typeof usePassengers>["add"];
  busy: boolean;
  onDone: () => void;
}

/** The booker names a passenger: picked from the saved ones, or typed (all but the name may follow later). */
export function AddPassengerForm({ bookingId, legs, saved, add, busy, onDone }: AddPassengerFormProps) {
  const intl = useIntl();
  const [chosenLegs, setChosenLegs] = useState(() => legsWithSeats(legs));
  const [savedId, setSavedId] = useState("");
  const [details, setDetails] = useState<DetailsDraft>(emptyDetails);
  const [keep, setKeep] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const problems = useDetailsErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefused([]);
    if (savedId) problems.clear();
    else if (!problems.checkBlanks(details, false)) return;
    try {
      await add({
        variables: {
          bookingId,
          input: savedId
            ? { legs: chosenLegs, savedPassengerId: savedId }
            : { legs: chosenLegs, details: toDetailsInput(details), save: keep },
        },
      });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "passengers.added" }) });
      onDone();
    } catch (error) {
      const fields = badInputFields(error);
      setRefused(fields);
      problems.refused(fields);
      if (!fields.length)
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "passengers.changeFailed" }) });
    }
  }

  return (
    <Box
      as="form"
      {...validatedHere}
      borderWidth="1px"
      rounded="xl"
      p={{ base: "4", md: "6" }}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="5">
        <LegChoice legs={legs} value={chosenLegs} onChange={setChosenLegs} error={refused.includes("input.legs")} />
        {saved.length > 0 && (
          <FormField label={<FormattedMessage id="passengers.pickSaved" />}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...control}
                  value={savedId}
                  onChange={(event) => setSavedId(event.target.value)}
                  data-testid="pick-saved-passenger"
                >
                  <option value="">{intl.formatMessage({ id: "passengers.typeNew" })}</option>
                  {saved.map((passenger) => (
                    <option key={passenger.id} value={passenger.id}>
                      {passenger.fullName}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        )}
        {!savedId && (
          <>
            <PassengerDetailsFields
              value={details}
              onChange={setDetails}
              errors={problems.errors}
              onEdit={problems.edited}
            />
            <Checkbox.Root checked={keep} onCheckedChange={(d) => setKeep(d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id="passengers.saveForLater" />
              </Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        <HStack gap="3">
          <Button type="submit" colorPalette="gold" loading={busy} data-testid="save-passenger">
            <FormattedMessage id="passengers.addConfirm" />
          </Button>
          <Button variant="outline" onClick={onDone}>
            <FormattedMessage id="passengers.cancel" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

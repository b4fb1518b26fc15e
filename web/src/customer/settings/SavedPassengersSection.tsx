import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { AccountCard } from "../../features/account";
import {
  countryName,
  emptyDetails,
  PassengerDetailsFields,
  toDetailsInput,
  useDetailsErrors,
  type DetailsDraft,
} from "../../features/passengers";
import {
  useSavedPassengers_DeleteMutation,
  useSavedPassengers_SaveMutation,
  useSavedPassengersQuery,
} from "../../graphql/generated";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";

// The form says what is wrong beside each field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

export const savedPassengersQuery = /* GraphQL */ `
  query SavedPassengers {
    mySavedPassengers {
      id
      fullName
      dateOfBirth
      nationality
      passportNumber
      passportExpiry
      missing
    }
  }
`;

export const savePassengerMutation = /* GraphQL */ `
  mutation SavedPassengers_Save($input: PassengerDetailsInput!) {
    savePassenger(input: $input) {
      id
    }
  }
`;

export const deleteSavedPassengerMutation = /* GraphQL */ `
  mutation SavedPassengers_Delete($id: ID!) {
    deleteSavedPassenger(id: $id)
  }
`;

/** The passengers the customer keeps on the account to pick for a booking's legs: encrypted, shown to them alone. */
export function SavedPassengersSection() {
  const intl = useIntl();
  const { data } = useSavedPassengersQuery({ fetchPolicy: "cache-and-network" });
  const refetchQueries = ["SavedPassengers"];
  const [save, saving] = useSavedPassengers_SaveMutation({ refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useSavedPassengers_DeleteMutation({ refetchQueries, awaitRefetchQueries: true });
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<DetailsDraft>(emptyDetails);
  const problems = useDetailsErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!problems.checkBlanks(draft, false)) return;
    try {
      await save({ variables: { input: toDetailsInput(draft) } });
      setDraft(emptyDetails());
      setAdding(false);
    } catch (error) {
      const fields = badInputFields(error);
      problems.refused(fields);
      if (!fields.length)
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "passengers.changeFailed" }) });
    }
  }

  const saved = data?.mySavedPassengers ?? [];
  return (
    <AccountCard id="settings-passengers-title" title={<FormattedMessage id="passengers.savedTitle" />}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="passengers.savedIntro" />
      </Text>
      {saved.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="saved-passengers">
          {saved.map((passenger) => (
            <HStack as="li" key={passenger.id} justify="space-between" borderWidth="1px" rounded="md" p="3" gap="3">
              <Stack gap="0">
                <Text fontWeight="medium">
                  <bdi>{passenger.fullName}</bdi>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {[
                    passenger.nationality && countryName(passenger.nationality, intl.locale),
                    passenger.passportNumber && `•••${passenger.passportNumber.slice(-4)}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                  {passenger.missing.length > 0 && (
                    <>
                      {" · "}
                      <FormattedMessage id="passengers.detailsToComplete" />
                    </>
                  )}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={removing.loading}
                onClick={() => void remove({ variables: { id: passenger.id } })}
                aria-label={intl.formatMessage({ id: "passengers.removeNamed" }, { name: passenger.fullName ?? "" })}
              >
                <FormattedMessage id="passengers.remove" />
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {adding ? (
        <Box as="form" {...validatedHere} onSubmit={(e) => void submit(e)}>
          <Stack gap="4">
            <PassengerDetailsFields
              value={draft}
              onChange={setDraft}
              errors={problems.errors}
              onEdit={problems.edited}
            />
            <HStack gap="3">
              <Button type="submit" colorPalette="gold" loading={saving.loading}>
                <FormattedMessage id="passengers.saveConfirm" />
              </Button>
              <Button variant="outline" onClick={() => setAdding(false)}>
                <FormattedMessage id="passengers.cancel" />
              </Button>
            </HStack>
          </Stack>
        </Box>
      ) : (
        <Button variant="outline" alignSelf="start" onClick={() => setAdding(true)} data-testid="add-saved-passenger">
          <FormattedMessage id="passengers.saveNew" />
        </Button>
      )}
    </AccountCard>
  );
}

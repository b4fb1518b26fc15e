import { Alert, Box, Button, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ManifestSummary, PassengerCard } from "../../features/passengers";
import {
  useBookingManifest_DeadlineMutation,
  useBookingManifestQuery,
  type ManifestStatusFieldsFragment,
} from "../../graphql/generated";
import { DialogCloseButton } from "../../ui/components/DialogCloseButton";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { FieldInput, FormField } from "../../ui/components/form/FormField";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";

// The form says what is wrong beside each field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

export const bookingManifestQuery = /* GraphQL */ `
  query BookingManifest($bookingId: ID!) {
    bookingManifest(bookingId: $bookingId) {
      ...ManifestFields
    }
  }
`;

export const manifestDeadlineMutation = /* GraphQL */ `
  mutation BookingManifest_Deadline($bookingId: ID!, $deadline: DateTimeISO) {
    setManifestDeadline(bookingId: $bookingId, deadline: $deadline) {
      ...ManifestStatusFields
    }
  }
`;

const pad = (n: number) => String(n).padStart(2, "0");

/** "2027-03-01T09:30" in the browser's time zone, as a datetime-local input holds it. */
function localInputValue(date: Date | string | null): string {
  if (!date) return "";
  const d = new Date(date);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A booking's passenger manifest for the staff who work it (an admin, or the staff member its lead
 * is assigned to): every passenger in full (each opening is audited), what is missing, and the
 * deadline the booker is reminded of.
 */
export function ManifestDialog({
  booking,
}: {
  booking: { id: string; number: string; manifest: ManifestStatusFieldsFragment };
}) {
  const [open, setOpen] = useState(false);
  const { manifest } = booking;
  const missing = manifest.legs.reduce((sum, leg) => sum + leg.unnamedSeats + leg.incompletePassengers, 0);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg" placement="center">
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="open-manifest">
          <FormattedMessage
            id={manifest.complete ? "admin.manifest.open" : "admin.manifest.openMissing"}
            values={{ missing }}
          />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="admin.manifest.title" values={{ number: booking.number }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <ManifestBody bookingId={booking.id} />}</Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ManifestBody({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  // Never from the cache: each opening is a read of the details, and the audit log records it.
  const { data, error, loading } = useBookingManifestQuery({ variables: { bookingId }, fetchPolicy: "network-only" });
  const manifest = data?.bookingManifest;
  if (loading && !manifest) return <InlineLoader />;
  if (error || !manifest)
    return (
      <Alert.Root status="info" rounded="md" data-testid="manifest-not-yours">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage
            id={hasErrorCode(error, "NOT_FOUND") ? "admin.manifest.notYours" : "admin.manifest.failed"}
          />
        </Alert.Title>
      </Alert.Root>
    );
  const legLabel = (position: number) => {
    const leg = manifest.legs.find((l) => l.position === position);
    return `${intl.formatMessage({ id: "request.leg" }, { number: position + 1 })}: ${leg ? `${leg.from} → ${leg.to}` : ""}`;
  };
  return (
    <Stack gap="5">
      <ManifestSummary status={manifest} />
      <DeadlineForm bookingId={bookingId} deadline={manifest.deadline} />
      {manifest.passengers.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="admin.manifest.none" />
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="manifest-passengers">
          {manifest.passengers.map((passenger) => (
            <PassengerCard key={passenger.id} passenger={passenger} legLabel={legLabel} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DeadlineForm({ bookingId, deadline }: { bookingId: string; deadline: string | null }) {
  const intl = useIntl();
  const [value, setValue] = useState(localInputValue(deadline));
  const [invalid, setInvalid] = useState(false);
  const [save, { loading }] = useBookingManifest_DeadlineMutation({
    refetchQueries: ["BookingManifest", "AdminBookings"],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setInvalid(false);
    try {
      await save({ variables: { bookingId, deadline: value ? new Date(value).toISOString() : null } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.manifest.deadlineSaved" }) });
    } catch (error) {
      if (badInputFields(error).length) setInvalid(true);
      else
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.manifest.failed" }) });
    }
  }

  return (
    <Box as="form" {...validatedHere} onSubmit={(e) => void submit(e)}>
      <HStack gap="3" align="end" flexWrap="wrap">
        <FormField
          label={<FormattedMessage id="admin.manifest.deadline" />}
          helper={<FormattedMessage id="admin.manifest.deadlineHint" />}
          error={invalid ? <FormattedMessage id="admin.manifest.deadlineInvalid" /> : undefined}
          flex="1"
          minW="56"
        >
          {(control) => (
            <FieldInput
              {...control}
              type="datetime-local"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              data-testid="manifest-deadline"
            />
          )}
        </FormField>
        <Button type="submit" loading={loading} data-testid="save-manifest-deadline">
          <FormattedMessage id="admin.manifest.saveDeadline" />
        </Button>
      </HStack>
    </Box>
  );
}

import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ManifestSummary, PassengerCard } from "../../features/passengers";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { toaster } from "../../ui/components/toaster";
import { AddPassengerForm } from "./AddPassengerForm";
import { InvitePassengerForm } from "./InvitePassengerForm";
import { usePassengers } from "./usePassengers";

/**
 * The booking's passengers, leg by leg: what is still missing, who is named (masked where a
 * passenger entered their own details), and adding one: typed, picked from the saved ones, or
 * asked to enter their own through an emailed link.
 */
export function PassengersSection({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  const passengers = usePassengers(bookingId);
  const [mode, setMode] = useState<"add" | "invite" | null>(null);
  const manifest = passengers.manifest;
  if (!manifest) return passengers.loading ? <InlineLoader /> : null;

  const legLabel = (position: number) => {
    const leg = manifest.legs.find((l) => l.position === position);
    return `${intl.formatMessage({ id: "request.leg" }, { number: position + 1 })}: ${leg ? `${leg.from} → ${leg.to}` : ""}`;
  };
  const open = !manifest.erasedAt && manifest.legs.some((leg) => leg.unnamedSeats > 0);

  async function remove(id: string) {
    try {
      await passengers.remove({ variables: { id } });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "passengers.changeFailed" }) });
    }
  }

  return (
    <Stack as="section" gap="5" aria-labelledby="passengers-title" data-testid="passengers-section">
      <Stack gap="1">
        <Heading id="passengers-title" as="h2" fontSize="2xl" fontFamily="heading" fontWeight="normal">
          <FormattedMessage id="passengers.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="passengers.intro" />
        </Text>
      </Stack>
      <ManifestSummary status={manifest} />
      {manifest.passengers.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3">
          {manifest.passengers.map((passenger) => (
            <PassengerCard
              key={passenger.id}
              passenger={passenger}
              legLabel={legLabel}
              actions={
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={passengers.busy}
                  onClick={() => void remove(passenger.id)}
                  aria-label={intl.formatMessage(
                    { id: "passengers.removeNamed" },
                    { name: passenger.fullName ?? passenger.link?.email ?? "" },
                  )}
                >
                  <FormattedMessage id="passengers.remove" />
                </Button>
              }
            />
          ))}
        </Stack>
      )}
      {open && mode === null && (
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button colorPalette="gold" onClick={() => setMode("add")} data-testid="add-passenger">
            <FormattedMessage id="passengers.add" />
          </Button>
          <Button variant="outline" onClick={() => setMode("invite")} data-testid="invite-passenger">
            <FormattedMessage id="passengers.invite" />
          </Button>
        </Stack>
      )}
      {open && mode === "add" && (
        <AddPassengerForm
          bookingId={bookingId}
          legs={manifest.legs}
          saved={passengers.saved}
          add={passengers.add}
          busy={passengers.busy}
          onDone={() => setMode(null)}
        />
      )}
      {open && mode === "invite" && (
        <InvitePassengerForm
          bookingId={bookingId}
          legs={manifest.legs}
          invite={passengers.invite}
          busy={passengers.busy}
          onDone={() => setMode(null)}
        />
      )}
    </Stack>
  );
}

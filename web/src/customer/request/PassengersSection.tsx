import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ManifestSummary, PassengerCard } from "../../features/passengers";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { toaster } from "../../ui/components/toaster";
import { useLocale } from "../../i18n/LocaleContext";
import type { PassengerFieldsFragment } from "../../graphql/generated";
import { AddPassengerForm } from "./AddPassengerForm";
import { EditPassengerForm } from "./EditPassengerForm";
import { InvitePassengerForm } from "./InvitePassengerForm";
import { usePassengers } from "./usePassengers";

/**
 * The booking's passengers, leg by leg: what is still missing, who is named (masked where a
 * passenger entered their own details), and adding one: typed, picked from the saved ones, or
 * asked to enter their own through an emailed link.
 */
export function PassengersSection({ bookingId, quoteRequestId }: { bookingId: string; quoteRequestId: string }) {
  const intl = useIntl();
  const passengers = usePassengers(bookingId, quoteRequestId);
  const { locale } = useLocale();
  const [mode, setMode] = useState<"add" | "invite" | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
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

  /** A new link to a passenger who has not answered: the earlier one stops working. */
  async function sendAgain(passenger: PassengerFieldsFragment) {
    const email = passenger.link?.email ?? "";
    try {
      await passengers.invite({
        variables: { input: { bookingId, legs: [...passenger.legs], email, locale, passengerId: passenger.id } },
      });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "passengers.invited" }, { email }) });
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
                <>
                  {!manifest.erasedAt && passenger.pending && (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={passengers.busy}
                      onClick={() => void sendAgain(passenger)}
                    >
                      <FormattedMessage id="passengers.sendAgain" />
                    </Button>
                  )}
                  {!manifest.erasedAt && !passenger.pending && editing !== passenger.id && (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={passengers.busy}
                      onClick={() => setEditing(passenger.id)}
                      data-testid="edit-passenger"
                    >
                      <FormattedMessage id="passengers.edit" />
                    </Button>
                  )}
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
                </>
              }
            >
              {editing === passenger.id && (
                <EditPassengerForm
                  passenger={passenger}
                  legs={manifest.legs}
                  update={passengers.update}
                  busy={passengers.busy}
                  onDone={() => setEditing(null)}
                />
              )}
            </PassengerCard>
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

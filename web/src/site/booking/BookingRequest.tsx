import { Button, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { PageHeader } from "../../ui/components/PageHeader";
import { completeLegs, CategoryPicker, EstimatePanel, useTripEstimate } from "../../features/booking";
import type { AircraftCategoryInfo } from "../../features/fleet";
import { LazyRouteMap } from "../../features/trips";
import { ContactSection } from "./ContactSection";
import { ExtrasSection } from "./ExtrasSection";
import { FormSection } from "./FormSection";
import { TripSection } from "./TripSection";
import { useBookingDraft } from "./useBookingDraft";
import { useSubmitBooking } from "./useSubmitBooking";

/**
 * The flight request: trip, aircraft, extras and contact, with a live estimate and a route map.
 * The page's content: an island over the server's HTML (its title stays in the page's head), in a
 * module of its own so the browser loads the form without the page.
 */
export function BookingRequest({ categories }: { categories: AircraftCategoryInfo[] }) {
  const intl = useIntl();
  const { draft, update, restored } = useBookingDraft();
  const legs = completeLegs(draft.legs);
  const estimate = useTripEstimate({ tripType: draft.tripType, legs, passengers: draft.passengers });
  const { errors, submitting, onSubmit } = useSubmitBooking(draft, estimate.options);
  const mapLegs = draft.legs.flatMap((leg) => (leg.from && leg.to ? [{ from: leg.from, to: leg.to }] : []));

  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id="booking.eyebrow" />}
        title={<FormattedMessage id="booking.title" />}
        subtitle={<FormattedMessage id="booking.subtitle" />}
      />
      <Container maxW="7xl" py={{ base: "8", md: "14" }}>
        <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="10" alignItems="start">
          <Stack asChild gap="10" minW="0">
            <form
              method="post"
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              aria-labelledby="booking-form-title"
            >
              <Heading id="booking-form-title" srOnly>
                <FormattedMessage id="booking.title" />
              </Heading>
              <TripSection draft={draft} errors={errors} update={update} />

              <FormSection title="booking.aircraftSection">
                <CategoryPicker
                  categories={categories}
                  value={draft.category}
                  onChange={(category) => update({ category })}
                  passengers={draft.passengers}
                  estimate={estimate.options}
                  error={errors.category}
                />
              </FormSection>

              <ExtrasSection draft={draft} update={update} />

              <ContactSection draft={draft} errors={errors} update={update} />

              <Stack gap="3">
                <Button
                  type="submit"
                  colorPalette="gold"
                  size="lg"
                  loading={submitting}
                  loadingText={intl.formatMessage({ id: "booking.sending" })}
                  alignSelf="start"
                  data-testid="booking-submit"
                >
                  <FormattedMessage id="booking.submit" />
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="booking.submitNote" />
                </Text>
              </Stack>
            </form>
          </Stack>

          <Stack gap="5" position={{ lg: "sticky" }} top={{ lg: "28" }} minW="0">
            <EstimatePanel
              options={estimate.options}
              category={draft.category}
              loading={estimate.loading}
              failed={Boolean(estimate.error)}
            />
            {/* Drawn in the browser only: the map and its data load after the form. */}
            <LazyRouteMap legs={mapLegs} ready={restored} />
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

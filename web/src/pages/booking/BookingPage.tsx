import { CombinedGraphQLErrors } from "@apollo/client";
import {
  Button,
  Checkbox,
  Container,
  Field,
  Grid,
  Heading,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useSession } from "../../auth/SessionContext";
import { TextField } from "../../components/form/TextField";
import { PageHeader } from "../../components/PageHeader";
import { PageTitle } from "../../components/PageTitle";
import { defineIsland } from "../../islands/island";
import { toaster } from "../../components/toaster";
import {
  categoryFromQuery,
  clearDraft,
  completeLegs,
  legsForTripType,
  loadDraft,
  newDraft,
  saveDraft,
  toQuoteRequestInput,
  type BookingDraft,
} from "../../features/booking/bookingDraft";
import { CategoryPicker } from "../../features/booking/CategoryPicker";
import { EstimatePanel } from "../../features/booking/EstimatePanel";
import { LegsEditor } from "../../features/booking/LegsEditor";
import { confirmationPath, rememberRequest } from "../../features/booking/submittedRequests";
import { useQueryAirports } from "../../features/booking/useQueryAirports";
import { useTripEstimate } from "../../features/booking/useTripEstimate";
import { LazyRouteMap } from "../../features/trips/LazyRouteMap";
import { serverFieldErrors, validateDraft, type FieldErrors } from "../../features/booking/validateDraft";
import { useBooking_SubmitMutation, type TripType } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

export const submitMutation = /* GraphQL */ `
  mutation Booking_Submit($input: QuoteRequestInput!, $key: String!) {
    submitQuoteRequest(input: $input, idempotencyKey: $key) {
      id
      reference
    }
  }
`;

const tripTypes: { value: TripType; label: MessageId }[] = [
  { value: "ONE_WAY", label: "booking.oneWay" },
  { value: "ROUND_TRIP", label: "booking.roundTrip" },
  { value: "MULTI_CITY", label: "booking.multiLeg" },
];

/** The flight request: trip, aircraft, extras and contact, with a live estimate and a route map. */
/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function BookingRequest() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  // The first render is the fresh form (as prerendered); a draft kept in this tab replaces it at once.
  const [draft, setDraft] = useState<BookingDraft>(() => newDraft(categoryFromQuery(params.get("category"))));
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submit, { loading: submitting }] = useBooking_SubmitMutation();
  const queryAirports = useQueryAirports(params.get("from"), params.get("to"));

  const update = (patch: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  useEffect(() => {
    if (restored) return saveDraft(draft);
    setRestored(true);
    const stored = loadDraft();
    if (stored) setDraft(stored);
  }, [draft, restored]);
  // An offer's route fills the first leg once, unless the visitor already chose airports.
  useEffect(() => {
    if (!queryAirports) return;
    setDraft((current) => {
      const first = current.legs[0]!;
      if (first.from || first.to) return current;
      return {
        ...current,
        legs: [{ ...first, from: queryAirports.from, to: queryAirports.to }, ...current.legs.slice(1)],
      };
    });
  }, [queryAirports]);
  // Signed in: the contact fields start from the account.
  useEffect(() => {
    if (!user) return;
    const metadataName = user.user_metadata.name as unknown;
    setDraft((current) => ({
      ...current,
      contact: {
        ...current.contact,
        email: current.contact.email || user.email || "",
        name: current.contact.name || (typeof metadataName === "string" ? metadataName : ""),
        phone: current.contact.phone || user.phone || "",
      },
    }));
  }, [user]);

  const legs = completeLegs(draft.legs);
  const estimate = useTripEstimate({ tripType: draft.tripType, legs, passengers: draft.passengers });
  const mapLegs = draft.legs.flatMap((leg) => (leg.from && leg.to ? [{ from: leg.from, to: leg.to }] : []));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    try {
      const { data } = await submit({
        variables: {
          input: { ...toQuoteRequestInput(draft, params.get("ref")), locale: intl.locale },
          key: draft.idempotencyKey,
        },
      });
      const sent = data!.submitQuoteRequest;
      const option = estimate.options?.find((o) => (draft.category ? o.category === draft.category : o.lowUsd != null));
      rememberRequest({
        id: sent.id,
        reference: sent.reference,
        tripType: draft.tripType,
        legs: draft.legs.map((leg) => ({
          from: leg.from!.code,
          fromName: leg.from!.city ?? leg.from!.name,
          to: leg.to!.code,
          toName: leg.to!.city ?? leg.to!.name,
          departAt: leg.departAt,
          timeZone: leg.from!.timeZone,
        })),
        passengers: draft.passengers,
        category: draft.category,
        email: draft.contact.email.trim(),
        name: draft.contact.name.trim(),
        estimate:
          option?.lowUsd != null && option.highUsd != null ? { lowUsd: option.lowUsd, highUsd: option.highUsd } : null,
        submittedAt: new Date().toISOString(),
      });
      clearDraft();
      void navigate(confirmationPath(sent.reference));
    } catch (error) {
      const problems = CombinedGraphQLErrors.is(error)
        ? error.errors.flatMap((e) => (e.extensions?.fields as { field: string }[] | undefined) ?? [])
        : [];
      if (problems.length) {
        setErrors(serverFieldErrors(problems));
        focusFirstError();
      } else {
        // Nothing typed is lost: the draft (and its idempotency key) stays for the retry.
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "booking.submitFailedTitle" }),
          description: intl.formatMessage({ id: "booking.submitFailedBody" }),
        });
      }
    }
  }

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
              <Section title="booking.tripSection">
                <RadioGroup.Root
                  value={draft.tripType}
                  onValueChange={(details) =>
                    update({
                      tripType: details.value as TripType,
                      legs: legsForTripType(draft.legs, details.value as TripType),
                    })
                  }
                  colorPalette="gold"
                >
                  <RadioGroup.Label srOnly>
                    <FormattedMessage id="booking.tripType" />
                  </RadioGroup.Label>
                  <Stack direction={{ base: "column", sm: "row" }} gap="5">
                    {tripTypes.map((type) => (
                      <RadioGroup.Item key={type.value} value={type.value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          <FormattedMessage id={type.label} />
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                <LegsEditor draft={draft} errors={errors} onLegsChange={(next) => update({ legs: next })} />
                <Field.Root invalid={Boolean(errors.passengers)} required maxW="48">
                  <Field.Label>
                    <FormattedMessage id="booking.passengers" />
                  </Field.Label>
                  <Input
                    type="number"
                    min={1}
                    max={19}
                    inputMode="numeric"
                    value={Number.isFinite(draft.passengers) ? draft.passengers : ""}
                    onChange={(event) => update({ passengers: event.target.valueAsNumber })}
                  />
                  {errors.passengers && (
                    <Field.ErrorText>
                      <FormattedMessage id={errors.passengers} />
                    </Field.ErrorText>
                  )}
                </Field.Root>
              </Section>

              <Section title="booking.aircraftSection">
                <CategoryPicker
                  value={draft.category}
                  onChange={(category) => update({ category })}
                  passengers={draft.passengers}
                  estimate={estimate.options}
                  error={errors.category}
                />
              </Section>

              <Section title="booking.extrasSection">
                <Checkbox.Root
                  checked={draft.pets}
                  onCheckedChange={(details) => update({ pets: details.checked === true })}
                  colorPalette="gold"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id="booking.pets" />
                  </Checkbox.Label>
                </Checkbox.Root>
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
              </Section>

              <Section title="booking.contactSection">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField
                    label="booking.name"
                    autoComplete="name"
                    value={draft.contact.name}
                    error={errors["contact.name"]}
                    required
                    onChange={(name) => update({ contact: { ...draft.contact, name } })}
                  />
                  <TextField
                    label="booking.email"
                    type="email"
                    autoComplete="email"
                    value={draft.contact.email}
                    error={errors["contact.email"]}
                    required
                    onChange={(email) => update({ contact: { ...draft.contact, email } })}
                  />
                  <TextField
                    label="booking.phone"
                    type="tel"
                    autoComplete="tel"
                    value={draft.contact.phone}
                    error={errors["contact.phone"]}
                    onChange={(phone) => update({ contact: { ...draft.contact, phone } })}
                  />
                  <TextField
                    label="booking.company"
                    autoComplete="organization"
                    value={draft.contact.company}
                    onChange={(company) => update({ contact: { ...draft.contact, company } })}
                  />
                </SimpleGrid>
              </Section>

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

function focusFirstError() {
  // After React has rendered the messages: the first invalid control takes the focus.
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>("form [data-invalid] input, form [aria-invalid=true]")?.focus(),
  );
}

function Section({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <Stack as="section" gap="5">
      <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}

const BookingRequestIsland = defineIsland("booking-form", BookingRequest, "load");

export default function BookingPage() {
  return (
    <>
      <PageTitle id="booking.pageTitle" />
      <BookingRequestIsland />
    </>
  );
}

import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CURRENCY_CODES } from "../../../../server/src/core/rules/index.js";
import { LocalDeparture, TripFact, TripFacts } from "../../features/trips";
import {
  useRfqPage_AnswerMutation,
  useRfqPage_DeclineMutation,
  useRfqPage_InvitationQuery,
  type Currency,
  type RfqPage_InvitationQuery,
} from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { TextField } from "../../ui/components/form/TextField";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { usePageLocation } from "../../ui/navigation/navigation";

// The forms say what is wrong beside the field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

const invitationFields = /* GraphQL */ `
  fragment RfqPage_Invitation on RfqInvitation {
    id
    operatorName
    status
    expiresAt
    trip {
      reference
      tripType
      passengers
      category
      pets
      luggage
      legs {
        from
        to
        departAt
        fromAirport {
          code
          name
          city
        }
        toAirport {
          code
          name
          city
        }
      }
    }
    fleet {
      id
      registration
      typeName
      seats
    }
    answer {
      price
      currency
      validUntil
      conditions
      declineReason
      aircraft {
        registration
        typeName
      }
    }
  }
`;

export const rfqInvitationQuery = /* GraphQL */ `
  query RfqPage_Invitation($token: String!) {
    rfqInvitation(token: $token) {
      ...RfqPage_Invitation
    }
  }
  ${invitationFields}
`;

export const answerRfqMutation = /* GraphQL */ `
  mutation RfqPage_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
    answerRfq(token: $token, rfqId: $rfqId, input: $input) {
      ...RfqPage_Invitation
    }
  }
  ${invitationFields}
`;

export const declineRfqMutation = /* GraphQL */ `
  mutation RfqPage_Decline($token: String!, $rfqId: ID!, $reason: String!) {
    declineRfq(token: $token, rfqId: $rfqId, reason: $reason) {
      ...RfqPage_Invitation
    }
  }
  ${invitationFields}
`;

type Invitation = RfqPage_InvitationQuery["rfqInvitation"];

/**
 * Where an operator's emailed link lands (/rfq/:token), without an account: the trip to quote
 * (never the client), and one answer: an aircraft of its fleet with a price, or a decline.
 */
export default function RfqPage() {
  const { pathname } = usePageLocation();
  const token = decodeURIComponent(pathname.replace(/^\/rfq\//, "").replace(/\/+$/, ""));
  const { data, error, loading } = useRfqPage_InvitationQuery({ variables: { token }, fetchPolicy: "network-only" });
  const invitation = data?.rfqInvitation;

  return (
    <>
      <PageTitle id="rfq.pageTitle" />
      <PageHeader eyebrow={<FormattedMessage id="rfq.eyebrow" />} title={<FormattedMessage id="rfq.title" />} />
      <Container maxW="4xl" py={{ base: "8", md: "12" }}>
        {loading && !invitation && <InlineLoader />}
        {error && !invitation && (
          <Alert.Root status="warning" data-testid="rfq-refused">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id={hasErrorCode(error, "FORBIDDEN") ? "rfq.expired" : "rfq.invalid"} />
            </Alert.Title>
          </Alert.Root>
        )}
        {invitation && <Invitation token={token} invitation={invitation} />}
      </Container>
    </>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: Invitation }) {
  const intl = useIntl();
  const { trip } = invitation;
  return (
    <Stack gap="8">
      <Stack gap="3" as="section" aria-labelledby="rfq-trip">
        <Heading id="rfq-trip" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
          <FormattedMessage id="rfq.trip" values={{ reference: trip.reference, operator: invitation.operatorName }} />
        </Heading>
        <Stack as="ol" listStyleType="none" gap="2" data-testid="rfq-legs">
          {trip.legs.map((leg, index) => (
            <Text as="li" key={`${leg.from}-${leg.to}-${leg.departAt}`}>
              <FormattedMessage id="request.leg" values={{ number: index + 1 }} />:{" "}
              <bdi>{`${leg.fromAirport.name} (${leg.from}) → ${leg.toAirport.name} (${leg.to})`}</bdi>
              {" · "}
              <LocalDeparture departAt={leg.departAt} airport={leg.fromAirport.city ?? leg.from} />
            </Text>
          ))}
        </Stack>
        <TripFacts passengers={trip.passengers} category={trip.category}>
          <TripFact label="rfq.pets">
            <FormattedMessage id={trip.pets ? "rfq.yes" : "rfq.no"} />
          </TripFact>
          {trip.luggage && (
            <TripFact label="rfq.luggage">
              <Text as="span" dir="auto">
                {trip.luggage}
              </Text>
            </TripFact>
          )}
        </TripFacts>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="rfq.linkUntil"
            values={{ date: intl.formatDate(invitation.expiresAt, { dateStyle: "medium", timeStyle: "short" }) }}
          />
        </Text>
      </Stack>
      {invitation.answer ? (
        <RecordedAnswer invitation={invitation} />
      ) : (
        <>
          <QuoteForm token={token} invitation={invitation} />
          <DeclineForm token={token} invitation={invitation} />
        </>
      )}
    </Stack>
  );
}

function RecordedAnswer({ invitation }: { invitation: Invitation }) {
  const intl = useIntl();
  const answer = invitation.answer!;
  return (
    <Box borderWidth="1px" rounded="xl" p="5" data-testid="rfq-recorded">
      <Stack gap="2">
        <Heading as="h2" fontSize="lg" fontWeight="semibold">
          <FormattedMessage id={invitation.status === "DECLINED" ? "rfq.declinedTitle" : "rfq.answeredTitle"} />
        </Heading>
        {invitation.status === "ANSWERED" && answer.price !== null && answer.currency && (
          <Text>
            <bdi>{`${answer.aircraft?.typeName ?? ""} · ${answer.aircraft?.registration ?? ""}`}</bdi>
            {" · "}
            {intl.formatNumber(answer.price, {
              style: "currency",
              currency: answer.currency,
              maximumFractionDigits: 0,
            })}
          </Text>
        )}
        {answer.validUntil && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="rfq.validUntilOn"
              values={{ date: intl.formatDate(answer.validUntil, { dateStyle: "medium", timeStyle: "short" }) }}
            />
          </Text>
        )}
        {(answer.conditions ?? answer.declineReason) && (
          <Text fontSize="sm" whiteSpace="pre-wrap" dir="auto">
            {answer.conditions ?? answer.declineReason}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

const FIELD_ERRORS: Record<string, MessageId> = {
  "input.aircraftId": "rfq.error.aircraft",
  "input.price": "rfq.error.price",
  "input.currency": "rfq.error.price",
  "input.validUntil": "rfq.error.validUntil",
  "input.conditions": "rfq.error.conditions",
};

function QuoteForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const intl = useIntl();
  const [aircraftId, setAircraftId] = useState(invitation.fleet[0]?.id ?? "");
  const [price, setPrice] = useState("");
  const [currency, setCurrency] = useState<Currency>("USD");
  const [validUntil, setValidUntil] = useState("");
  const [conditions, setConditions] = useState("");
  const [errors, setErrors] = useState<Record<string, MessageId>>({});
  const [failed, setFailed] = useState<MessageId | null>(null);
  const [answer, { loading }] = useRfqPage_AnswerMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, MessageId> = {};
    const amount = Number(price);
    const until = validUntil ? new Date(validUntil) : null;
    if (!aircraftId) found["input.aircraftId"] = "rfq.error.aircraft";
    if (!Number.isInteger(amount) || amount < 1) found["input.price"] = "rfq.error.price";
    if (!until || Number.isNaN(until.getTime()) || until.getTime() <= Date.now())
      found["input.validUntil"] = "rfq.error.validUntil";
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length > 0) return;
    try {
      await answer({
        variables: {
          token,
          rfqId: invitation.id,
          input: {
            aircraftId,
            price: amount,
            currency,
            validUntil: until!.toISOString(),
            conditions: conditions.trim() || null,
          },
        },
      });
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length > 0)
        setErrors(Object.fromEntries(fields.map((f) => [f, FIELD_ERRORS[f] ?? "rfq.error.price"])));
      else setFailed(refusalOf(error));
    }
  }

  return (
    <Stack
      as="form"
      {...validatedHere}
      gap="4"
      borderWidth="1px"
      rounded="xl"
      p={{ base: "4", md: "6" }}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="rfq-quote-title"
      data-testid="rfq-quote-form"
    >
      <Heading id="rfq-quote-title" as="h2" fontSize="lg" fontWeight="semibold">
        <FormattedMessage id="rfq.quoteTitle" />
      </Heading>
      <Field.Root invalid={Boolean(errors["input.aircraftId"])} required>
        <Field.Label>
          <FormattedMessage id="rfq.aircraft" />
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={aircraftId} onChange={(event) => setAircraftId(event.target.value)}>
            {invitation.fleet.map((aircraft) => (
              <option key={aircraft.id ?? aircraft.registration} value={aircraft.id ?? ""}>
                {intl.formatMessage(
                  { id: "rfq.aircraftOption" },
                  { type: aircraft.typeName, registration: aircraft.registration, seats: aircraft.seats },
                )}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors["input.aircraftId"] && (
          <Field.ErrorText>
            <FormattedMessage id={errors["input.aircraftId"]} />
          </Field.ErrorText>
        )}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root invalid={Boolean(errors["input.price"])} required gridColumn={{ md: "span 2" }}>
          <Field.Label>
            <FormattedMessage id="rfq.price" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            dir="ltr"
            textAlign="start"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          {errors["input.price"] && (
            <Field.ErrorText>
              <FormattedMessage id={errors["input.price"]} />
            </Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            <FormattedMessage id="rfq.currency" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors["input.validUntil"])} required>
        <Field.Label>
          <FormattedMessage id="rfq.validUntil" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="datetime-local"
          dir="ltr"
          textAlign="start"
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
        {errors["input.validUntil"] && (
          <Field.ErrorText>
            <FormattedMessage id={errors["input.validUntil"]} />
          </Field.ErrorText>
        )}
      </Field.Root>
      <TextField
        label="rfq.conditions"
        value={conditions}
        onChange={setConditions}
        error={errors["input.conditions"]}
        multiline
        maxLength={4000}
      />
      {failed && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id={failed} />
          </Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" alignSelf="start" loading={loading} data-testid="rfq-send-quote">
        <FormattedMessage id="rfq.sendQuote" />
      </Button>
    </Stack>
  );
}

function DeclineForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<MessageId | undefined>();
  const [decline, { loading }] = useRfqPage_DeclineMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError("rfq.error.reason");
      return;
    }
    setError(undefined);
    try {
      await decline({ variables: { token, rfqId: invitation.id, reason: reason.trim() } });
    } catch (failure) {
      setError(badInputFields(failure).length > 0 ? "rfq.error.reason" : refusalOf(failure));
    }
  }

  return (
    <Stack
      as="form"
      {...validatedHere}
      gap="3"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="rfq-decline-title"
      data-testid="rfq-decline-form"
    >
      <Heading id="rfq-decline-title" as="h2" fontSize="md" fontWeight="semibold">
        <FormattedMessage id="rfq.declineTitle" />
      </Heading>
      <TextField label="rfq.reason" value={reason} onChange={setReason} error={error} multiline maxLength={2000} />
      <Button type="submit" variant="outline" colorPalette="red" alignSelf="start" loading={loading}>
        <FormattedMessage id="rfq.decline" />
      </Button>
    </Stack>
  );
}

/** Why the server refused an answer: answered already, expired, or a link that is not valid. */
function refusalOf(error: unknown): MessageId {
  if (hasErrorCode(error, "CONFLICT")) return "rfq.alreadyAnswered";
  if (hasErrorCode(error, "FORBIDDEN")) return "rfq.expired";
  if (hasErrorCode(error, "NOT_FOUND")) return "rfq.invalid";
  return "rfq.failed";
}

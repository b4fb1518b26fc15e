import { Alert, Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  emptyDetails,
  PassengerDetailsFields,
  toDetailsInput,
  useDetailsErrors,
  type DetailsDraft,
} from "../../features/passengers";
import {
  usePassengerPage_InvitationQuery,
  usePassengerPage_SubmitMutation,
  type PassengerPage_InvitationQuery,
} from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { usePageLocation } from "../../ui/navigation/navigation";

// The form says what is wrong beside each field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

export const passengerInvitationQuery = /* GraphQL */ `
  query PassengerPage_Invitation($token: String!) {
    passengerInvitation(token: $token) {
      route
      bookerName
      expiresAt
      legs {
        from
        to
        departAt
      }
    }
  }
`;

export const submitPassengerDetailsMutation = /* GraphQL */ `
  mutation PassengerPage_Submit($token: String!, $input: PassengerDetailsInput!) {
    submitPassengerDetails(token: $token, input: $input)
  }
`;

/** Why a link no longer opens the form: used once already, expired, or not a link at all. */
function refusalOf(error: unknown): MessageId {
  if (hasErrorCode(error, "CONFLICT")) return "passengerPage.used";
  if (hasErrorCode(error, "FORBIDDEN")) return "passengerPage.expired";
  return "passengerPage.invalid";
}

/**
 * Where a passenger's emailed link lands (/passenger/:token), without an account: the legs they fly
 * and one form for their own details, sent once. Private to whoever holds the link: kept out of
 * search engines, and never rendered by the server.
 */
export default function PassengerPage() {
  const { pathname } = usePageLocation();
  const token = decodeURIComponent(pathname.replace(/^\/passenger\//, "").replace(/\/+$/, ""));
  const { data, error, loading } = usePassengerPage_InvitationQuery({
    variables: { token },
    fetchPolicy: "network-only",
  });
  const [sent, setSent] = useState(false);
  const invitation = data?.passengerInvitation;

  return (
    <>
      <PageTitle id="passengerPage.title" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <PageHeader
        eyebrow={<FormattedMessage id="passengerPage.eyebrow" />}
        title={<FormattedMessage id="passengerPage.title" />}
      />
      <Container maxW="3xl" py={{ base: "8", md: "12" }} px={{ base: "4", md: "6" }}>
        {loading && !invitation && <InlineLoader />}
        {sent ? (
          <Alert.Root status="success" rounded="lg" data-testid="passenger-received">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="passengerPage.received" />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage id="passengerPage.receivedBody" />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            {error && !invitation && (
              <Alert.Root status="warning" rounded="lg" data-testid="passenger-refused">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <FormattedMessage id={refusalOf(error)} />
                  </Alert.Title>
                  <Alert.Description>
                    <FormattedMessage id="passengerPage.askAgain" />
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {invitation && <DetailsForm token={token} invitation={invitation} onSent={() => setSent(true)} />}
          </>
        )}
      </Container>
    </>
  );
}

function DetailsForm({
  token,
  invitation,
  onSent,
}: {
  token: string;
  invitation: PassengerPage_InvitationQuery["passengerInvitation"];
  onSent: () => void;
}) {
  const intl = useIntl();
  const [submit, { loading }] = usePassengerPage_SubmitMutation();
  const [draft, setDraft] = useState<DetailsDraft>(emptyDetails);
  const problems = useDetailsErrors();
  const [failure, setFailure] = useState<MessageId | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!problems.checkBlanks(draft, true)) return;
    try {
      await submit({ variables: { token, input: toDetailsInput(draft) } });
      onSent();
    } catch (error) {
      const fields = badInputFields(error);
      problems.refused(fields);
      if (!fields.length) setFailure(refusalOf(error));
    }
  }

  return (
    <Stack gap="8">
      <Stack gap="2" as="section" aria-labelledby="passenger-trip">
        <Heading id="passenger-trip" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
          <FormattedMessage
            id={invitation.bookerName ? "passengerPage.bookedBy" : "passengerPage.booked"}
            values={{ name: <bdi>{invitation.bookerName}</bdi> }}
          />
        </Heading>
        <Stack as="ol" listStyleType="none" gap="1" data-testid="passenger-legs">
          {invitation.legs.map((leg, index) => (
            <Text as="li" key={`${leg.from}-${leg.to}-${leg.departAt}`}>
              <FormattedMessage id="request.leg" values={{ number: index + 1 }} />:{" "}
              <bdi>{`${leg.from} → ${leg.to}`}</bdi>
              {" · "}
              <bdi>{leg.departAt.replace("T", " ")}</bdi> <FormattedMessage id="passengerPage.localTime" />
            </Text>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="passengerPage.linkUntil"
            values={{ date: intl.formatDate(invitation.expiresAt, { dateStyle: "medium", timeStyle: "short" }) }}
          />
        </Text>
      </Stack>
      <Box as="form" {...validatedHere} onSubmit={(e) => void send(e)} data-testid="passenger-form">
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="passengerPage.privacy" />
          </Text>
          <PassengerDetailsFields
            value={draft}
            onChange={setDraft}
            errors={problems.errors}
            onEdit={problems.edited}
            requireAll
          />
          {failure && (
            <Alert.Root status="error" rounded="md">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id={failure} />
              </Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="gold" loading={loading} alignSelf={{ base: "stretch", sm: "start" }}>
            <FormattedMessage id="passengerPage.send" />
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PassengerFieldsFragment } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { countryName } from "./countries";

function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <Stack gap="0" minW="32">
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Text>{children ?? "—"}</Text>
    </Stack>
  );
}

/**
 * One passenger of the manifest: their legs and details, masked where the viewer sees them in part
 * (the birth year, the passport's last four), or the link still waiting for them.
 */
export function PassengerCard({
  passenger,
  legLabel,
  actions,
  children,
}: {
  passenger: PassengerFieldsFragment;
  /** "Leg 1: LHR → JFK" for a position. */
  legLabel: (position: number) => string;
  actions?: ReactNode;
  /** Below the details: a form that edits them. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const date = (value: string | null) =>
    value ? intl.formatDate(`${value}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }) : null;
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" data-testid="passenger">
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">
            {passenger.fullName ? (
              <bdi>{passenger.fullName}</bdi>
            ) : (
              <FormattedMessage id="passengers.waiting" values={{ email: passenger.link?.email ?? "" }} />
            )}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {passenger.enteredBy === "PASSENGER" && (
              <Badge variant="subtle" colorPalette="blue">
                <FormattedMessage id="passengers.enteredByPassenger" />
              </Badge>
            )}
            {passenger.link?.expired && (
              <Badge variant="subtle" colorPalette="red">
                <FormattedMessage id="passengers.linkExpired" />
              </Badge>
            )}
            {actions}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {passenger.legs.map(legLabel).join(" · ")}
        </Text>
        {!passenger.pending && (
          <HStack gap="6" flexWrap="wrap" fontSize="sm">
            <Fact label="passengers.field.DATE_OF_BIRTH">
              {passenger.dateOfBirth ? date(passenger.dateOfBirth) : passenger.birthYear}
            </Fact>
            <Fact label="passengers.field.NATIONALITY">
              {passenger.nationality && countryName(passenger.nationality, intl.locale)}
            </Fact>
            <Fact label="passengers.field.PASSPORT_NUMBER">
              {passenger.passportNumber && (
                <Box as="span" fontFamily="mono" dir="ltr" data-testid="passport-number">
                  {passenger.passportNumber}
                </Box>
              )}
            </Fact>
            <Fact label="passengers.field.PASSPORT_EXPIRY">{date(passenger.passportExpiry)}</Fact>
          </HStack>
        )}
        {children}
      </Stack>
    </Box>
  );
}

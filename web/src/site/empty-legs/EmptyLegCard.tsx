import { Badge, Card, Heading, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import { categoryLabels } from "../../features/fleet";
import type { EmptyLegs_ListQuery } from "../../graphql/generated";
import { JetIcon } from "../../ui/components/icons";
import { ButtonLink } from "../../ui/navigation/links";
import { formatLocalTime } from "./legWindow";

type Leg = EmptyLegs_ListQuery["emptyLegs"][number];

const placeName = (place: Leg["from"]) => `${place.city ?? place.name} (${place.code})`;

/** The booking form with the leg's route and category filled in. */
export function legBookingLink(leg: Leg): string {
  const query = new URLSearchParams({ from: leg.from.code, to: leg.to.code });
  if (leg.category) query.set("category", leg.category.toLowerCase());
  return `/booking?${query.toString()}`;
}

/** One empty leg: route, departure window (local time at the departure airport), aircraft, seats and price. */
export function EmptyLegCard({ leg }: { leg: Leg }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const from = placeName(leg.from);
  const to = placeName(leg.to);
  return (
    <Card.Root as="article" data-testid="empty-leg" variant="outline" bg="white" h="full">
      <Card.Body gap="4">
        {leg.category && (
          <Badge colorPalette="navy" variant="subtle" gap="1.5" alignSelf="start">
            <JetIcon boxSize="3.5" />
            <FormattedMessage id={categoryLabels[leg.category]} />
          </Badge>
        )}
        <Heading as="h3" fontFamily="heading" fontWeight="normal" fontSize="2xl">
          <span>{from}</span> <span aria-hidden="true">→</span>{" "}
          <VisuallyHidden>
            <FormattedMessage id="offer.to" />
          </VisuallyHidden>{" "}
          <span>{to}</span>
        </Heading>
        <Stack gap="1" fontSize="sm">
          <Text data-testid="empty-leg-window">
            <FormattedMessage
              id="emptyLegs.window"
              values={{
                from: formatLocalTime(intl, leg.earliestLocal),
                to: formatLocalTime(intl, leg.latestLocal),
              }}
            />
          </Text>
          <Text>
            {leg.aircraftType} · <FormattedMessage id="emptyLegs.seats" values={{ count: leg.seats ?? 0 }} />
          </Text>
        </Stack>
        <HStack>
          <Text data-testid="empty-leg-price" fontSize="3xl" fontWeight="semibold" color="navy.900">
            {leg.priceUsd != null && format(leg.priceUsd)}
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <ButtonLink to={legBookingLink(leg)} colorPalette="navy" width="full">
          <FormattedMessage id="emptyLegs.request" />
          <VisuallyHidden>
            <FormattedMessage id="offer.bookRoute" values={{ from, to }} />
          </VisuallyHidden>
        </ButtonLink>
      </Card.Footer>
    </Card.Root>
  );
}

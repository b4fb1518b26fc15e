import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { LazyRouteMap, LocalDeparture, TripFact, TripFacts } from "../../features/trips";
import type { MessageId } from "../../i18n/messages";
import type { CustomerRequest } from "./useCustomerRequest";

/** The trip as requested: each leg with its local departure time, the route map, passengers and extras. */
export function RequestTrip({ request }: { request: CustomerRequest }) {
  const intl = useIntl();
  const extras: { label: MessageId; value: string | null }[] = [
    { label: "request.pets", value: intl.formatMessage({ id: request.pets ? "common.yes" : "common.no" }) },
    { label: "request.luggage", value: request.luggage },
    { label: "request.catering", value: request.catering },
    { label: "request.notes", value: request.notes },
  ];

  return (
    <Stack gap="4" as="section" aria-labelledby="trip-title">
      <Heading id="trip-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="request.tripTitle" />
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none" data-testid="request-legs">
        {request.legs.map((leg, index) => (
          <HStack
            as="li"
            key={`${leg.from}-${leg.to}-${leg.departAt}`}
            justify="space-between"
            borderBottomWidth="1px"
            py="2"
            flexWrap="wrap"
          >
            <Stack gap="0">
              <Text fontWeight="medium">
                <FormattedMessage id="request.leg" values={{ number: index + 1 }} />:{" "}
                <bdi>{`${leg.from} → ${leg.to}`}</bdi>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <bdi>{`${leg.fromAirport.name} → ${leg.toAirport.name}`}</bdi>
              </Text>
            </Stack>
            <Text color="fg.muted">
              <LocalDeparture departAt={leg.departAt} airport={leg.fromAirport.city ?? leg.from} />
            </Text>
          </HStack>
        ))}
      </Stack>
      <LazyRouteMap legs={request.legs.map((leg) => ({ from: leg.fromAirport, to: leg.toAirport }))} />
      <TripFacts passengers={request.passengers} category={request.category}>
        {extras
          .filter((extra) => extra.value)
          .map((extra) => (
            <TripFact key={extra.label} label={extra.label}>
              {extra.value}
            </TripFact>
          ))}
      </TripFacts>
    </Stack>
  );
}

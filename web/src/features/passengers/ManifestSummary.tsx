import { Alert, Badge, HStack, List, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ManifestStatusFieldsFragment } from "../../graphql/generated";
import { fieldLabel } from "./passengerForm";

/**
 * What the booking's manifest still lacks, leg by leg (seats without a passenger, details to give),
 * and by when staff need it; or that it is complete, or erased after the trip.
 */
export function ManifestSummary({ status }: { status: Omit<ManifestStatusFieldsFragment, "__typename"> }) {
  const intl = useIntl();
  const deadline = status.deadline
    ? intl.formatDate(status.deadline, { dateStyle: "medium", timeStyle: "short" })
    : null;
  if (status.erasedAt)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="manifest-erased">
        <FormattedMessage
          id="passengers.erased"
          values={{ date: intl.formatDate(status.erasedAt, { dateStyle: "medium" }) }}
        />
      </Text>
    );
  return (
    <Alert.Root status={status.complete ? "success" : "warning"} rounded="lg" data-testid="manifest-summary">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={status.complete ? "passengers.complete" : "passengers.incomplete"} />
          {deadline && (
            <>
              {" · "}
              <FormattedMessage id="passengers.deadline" values={{ date: deadline }} />
            </>
          )}
        </Alert.Title>
        {!status.complete && (
          <Alert.Description>
            <List.Root ps="5" gap="1" data-testid="manifest-missing">
              {status.legs
                .filter((leg) => leg.unnamedSeats > 0 || leg.incompletePassengers > 0)
                .map((leg) => (
                  <List.Item key={leg.position}>
                    <Stack gap="1">
                      <Text>
                        <FormattedMessage id="request.leg" values={{ number: leg.position + 1 }} />{" "}
                        <bdi>{`${leg.from} → ${leg.to}`}</bdi>
                        {": "}
                        {leg.unnamedSeats > 0 && (
                          <FormattedMessage id="passengers.seatsToName" values={{ count: leg.unnamedSeats }} />
                        )}
                        {leg.unnamedSeats > 0 && leg.incompletePassengers > 0 && " · "}
                        {leg.incompletePassengers > 0 && (
                          <FormattedMessage
                            id="passengers.detailsMissing"
                            values={{ count: leg.incompletePassengers }}
                          />
                        )}
                      </Text>
                      {leg.missingFields.length > 0 && (
                        <HStack gap="1" flexWrap="wrap">
                          {leg.missingFields.map((field) => (
                            <Badge key={field} variant="outline" colorPalette="orange" size="sm">
                              <FormattedMessage id={fieldLabel(field)} />
                            </Badge>
                          ))}
                        </HStack>
                      )}
                    </Stack>
                  </List.Item>
                ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

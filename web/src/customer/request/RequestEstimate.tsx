import { Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { CustomerRequest } from "./useCustomerRequest";

/** Our indicative price for the trip when it was requested, with its flight time. */
export function RequestEstimate({ estimate }: { estimate: NonNullable<CustomerRequest["estimate"]> }) {
  const { format } = useCurrency();
  return (
    <Stack gap="2" as="section" aria-labelledby="estimate-title" bg="bg.muted" p="6" rounded="xl">
      <Heading id="estimate-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="request.estimateTitle" />
      </Heading>
      <Text fontSize="2xl" fontWeight="semibold">
        {format(estimate.lowUsd)} – {format(estimate.highUsd)}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage
          id="request.estimateDetail"
          values={{
            hours: Math.floor(estimate.flightMinutes / 60),
            minutes: estimate.flightMinutes % 60,
          }}
        />
      </Text>
      <Text color="fg.muted" fontSize="xs">
        <FormattedMessage id="request.estimateDisclaimer" />
      </Text>
    </Stack>
  );
}

import { Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AdminEstimatePreviewQuery } from "../../graphql/generated";

type Option = AdminEstimatePreviewQuery["estimateCharter"]["options"][number];

/** One category's answer for the sample trip: its price range (or too few seats), flight time and fuel stop. */
export function PreviewOption({ option }: { option: Option }) {
  const intl = useIntl();
  const { format } = useCurrency();
  return (
    <Stack gap="1" borderWidth="1px" rounded="lg" p="4" data-testid={`estimate-${option.category}`}>
      <Text fontWeight="semibold">
        <FormattedMessage id={`category.${option.category}`} />
      </Text>
      {option.lowUsd != null && option.highUsd != null ? (
        <Text fontSize="lg" data-testid="estimate-range">
          <bdi>{format(option.lowUsd)}</bdi> – <bdi>{format(option.highUsd)}</bdi>
        </Text>
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="admin.pricing.previewTooFewSeats" />
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="admin.pricing.previewHours"
          values={{ hours: intl.formatNumber(option.flightMinutes / 60, { maximumFractionDigits: 1 }) }}
        />
        {option.fuelStop && (
          <>
            {" · "}
            <FormattedMessage id="admin.pricing.previewFuelStop" />
          </>
        )}
      </Text>
    </Stack>
  );
}

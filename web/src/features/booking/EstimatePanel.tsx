import { Badge, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AircraftCategory } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import type { EstimateOption } from "./useTripEstimate";

interface EstimatePanelProps {
  options: EstimateOption[] | null;
  category: AircraftCategory | null;
  loading: boolean;
  failed: boolean;
}

/** The chosen category's price range (or the smallest that fits), its flight time and fuel stops. */
export function EstimatePanel({ options, category, loading, failed }: EstimatePanelProps) {
  const { format } = useCurrency();
  const option = options?.find((o) => (category ? o.category === category : o.lowUsd != null));
  const fuelStops = option?.legs.filter((leg) => leg.fuelStop).length ?? 0;

  return (
    <Stack
      gap="2"
      bg="navy.900"
      color="fg.inverted"
      rounded="xl"
      p="6"
      aria-live="polite"
      aria-busy={loading}
      data-testid="estimate"
    >
      <Text fontSize="sm" color="gold.200" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
        <FormattedMessage id="booking.estimateTitle" />
      </Text>
      {failed ? (
        <Text>
          <FormattedMessage id="booking.estimateFailed" />
        </Text>
      ) : !options ? (
        <Text color="navy.100">
          <FormattedMessage id={loading ? "common.loading" : "booking.estimatePrompt"} />
        </Text>
      ) : !option || option.lowUsd == null || option.highUsd == null ? (
        <Text>
          <FormattedMessage id="booking.estimateTooSmall" />
        </Text>
      ) : (
        <>
          <Text fontSize="3xl" fontWeight="semibold" data-testid="estimate-range" opacity={loading ? 0.6 : 1}>
            {format(option.lowUsd)} – {format(option.highUsd)}
          </Text>
          <Text color="navy.100">
            <FormattedMessage id={`category.${option.category}` as MessageId} />
            {" · "}
            <FormattedMessage
              id="booking.flightTime"
              values={{ hours: Math.floor(option.flightMinutes / 60), minutes: option.flightMinutes % 60 }}
            />
            {" · "}
            <FormattedMessage id="booking.fuelStops" values={{ count: fuelStops }} />
          </Text>
        </>
      )}
      <Badge alignSelf="start" colorPalette="gold" variant="solid">
        <FormattedMessage id="booking.indicative" />
      </Badge>
    </Stack>
  );
}

import { Badge, Box, HStack, RadioCard, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AircraftCategory } from "../../graphql/generated";
import { useAircraftCategories } from "../fleet/useAircraftCategories";
import type { MessageId } from "../../i18n/messages";
import type { EstimateOption } from "./useTripEstimate";

interface CategoryPickerProps {
  value: AircraftCategory | null;
  onChange: (category: AircraftCategory | null) => void;
  passengers: number;
  estimate: EstimateOption[] | null;
  error?: MessageId;
}

/** The four categories as cards, each with its figures; those that cannot take the trip say why. */
export function CategoryPicker({ value, onChange, passengers, estimate, error }: CategoryPickerProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  const { data } = useAircraftCategories();
  const categories = data?.aircraftCategories ?? [];

  return (
    <RadioCard.Root
      value={value ?? "ANY"}
      onValueChange={(details) =>
        onChange(details.value === "ANY" || !details.value ? null : (details.value as AircraftCategory))
      }
      colorPalette="gold"
    >
      <RadioCard.Label>
        <FormattedMessage id="booking.categoryLabel" />
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="3" data-testid="category-cards">
        <RadioCard.Item value="ANY">
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemContent>
              <RadioCard.ItemText>
                <FormattedMessage id="booking.categoryAny" />
              </RadioCard.ItemText>
              <RadioCard.ItemDescription>
                <FormattedMessage id="booking.categoryAnyHint" />
              </RadioCard.ItemDescription>
            </RadioCard.ItemContent>
            <RadioCard.ItemIndicator />
          </RadioCard.ItemControl>
        </RadioCard.Item>
        {categories.map((info) => {
          const option = estimate?.find((o) => o.category === info.category);
          const tooSmall = info.seats < passengers;
          return (
            <RadioCard.Item key={info.category} value={info.category} data-testid={`category-${info.category}`}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent gap="1">
                  <RadioCard.ItemText>
                    <FormattedMessage id={`category.${info.category}` as MessageId} />
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    <Stack gap="0.5" fontSize="xs">
                      <Text>{info.exampleAircraft}</Text>
                      <Text>
                        <FormattedMessage
                          id="booking.categoryFigures"
                          values={{
                            seats: info.seats,
                            range: intl.formatNumber(info.rangeNm),
                            speed: intl.formatNumber(info.cruiseKt),
                          }}
                        />
                      </Text>
                    </Stack>
                  </RadioCard.ItemDescription>
                  <Box mt="1">
                    {tooSmall ? (
                      <Badge colorPalette="red" variant="subtle" data-testid="category-unavailable">
                        <FormattedMessage id="booking.categoryTooFewSeats" values={{ seats: info.seats }} />
                      </Badge>
                    ) : option?.lowUsd != null && option.highUsd != null ? (
                      <HStack gap="1" flexWrap="wrap">
                        <Text fontWeight="semibold" fontSize="sm">
                          {format(option.lowUsd)} – {format(option.highUsd)}
                        </Text>
                        {option.fuelStop && (
                          <Badge colorPalette="orange" variant="subtle" data-testid="category-fuel-stop">
                            <FormattedMessage id="booking.fuelStop" />
                          </Badge>
                        )}
                      </HStack>
                    ) : null}
                  </Box>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          <FormattedMessage id={error} />
        </Text>
      )}
    </RadioCard.Root>
  );
}

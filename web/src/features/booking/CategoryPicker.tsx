import { Badge, Box, chakra, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AircraftCategory } from "../../graphql/generated";
import type { AircraftCategoryInfo } from "../fleet";
import type { MessageId } from "../../i18n/messages";
import { CategoryCard } from "./CategoryCard";
import type { EstimateOption } from "./useTripEstimate";

interface CategoryPickerProps {
  categories: AircraftCategoryInfo[];
  value: AircraftCategory | null;
  onChange: (category: AircraftCategory | null) => void;
  passengers: number;
  estimate: EstimateOption[] | null;
  error?: MessageId;
}

/** The four categories as cards, each with its figures; those that cannot take the trip say why. */
export function CategoryPicker({ categories, value, onChange, passengers, estimate, error }: CategoryPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = value ?? "ANY";

  return (
    <chakra.fieldset minW="0" colorPalette="gold" aria-describedby={error ? errorId : undefined}>
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1.5">
        <FormattedMessage id="booking.categoryLabel" />
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="3" data-testid="category-cards">
        <CategoryCard
          name={name}
          value="ANY"
          checked={chosen === "ANY"}
          onChoose={() => onChange(null)}
          title={<FormattedMessage id="booking.categoryAny" />}
          description={<FormattedMessage id="booking.categoryAnyHint" />}
        />
        {categories.map((info) => (
          <CategoryCard
            key={info.category}
            name={name}
            value={info.category}
            checked={chosen === info.category}
            onChoose={() => onChange(info.category)}
            testId={`category-${info.category}`}
            title={<FormattedMessage id={`category.${info.category}` as MessageId} />}
            description={<CategoryFigures info={info} />}
            status={
              <TripFit
                info={info}
                passengers={passengers}
                option={estimate?.find((o) => o.category === info.category)}
              />
            }
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" role="alert" mt="1.5">
          <FormattedMessage id={error} />
        </Text>
      )}
    </chakra.fieldset>
  );
}

/** The category's example aircraft, seats, range and cruise speed. */
function CategoryFigures({ info }: { info: AircraftCategoryInfo }) {
  const intl = useIntl();
  return (
    <Stack as="span" gap="0.5" fontSize="xs">
      <Text as="span">{info.exampleAircraft}</Text>
      <Text as="span">
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
  );
}

interface TripFitProps {
  info: AircraftCategoryInfo;
  passengers: number;
  option: EstimateOption | undefined;
}

/** How the category suits this trip: too few seats, or its price range (and a fuel stop). */
function TripFit({ info, passengers, option }: TripFitProps) {
  const { format } = useCurrency();
  if (info.seats < passengers)
    return (
      <Box as="span" mt="1">
        <Badge colorPalette="red" variant="subtle" data-testid="category-unavailable">
          <FormattedMessage id="booking.categoryTooFewSeats" values={{ seats: info.seats }} />
        </Badge>
      </Box>
    );
  if (option?.lowUsd == null || option.highUsd == null) return null;
  return (
    <HStack as="span" mt="1" gap="1" flexWrap="wrap">
      <Text as="span" fontWeight="semibold" fontSize="sm">
        {format(option.lowUsd)} – {format(option.highUsd)}
      </Text>
      {option.fuelStop && (
        <Badge colorPalette="orange" variant="subtle" data-testid="category-fuel-stop">
          <FormattedMessage id="booking.fuelStop" />
        </Badge>
      )}
    </HStack>
  );
}

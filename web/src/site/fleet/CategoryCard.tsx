import { Box, Card, DataList, Flex, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { JetIcon } from "../../ui/components/icons";
import { ButtonLink } from "../../ui/navigation/links";
import { useCurrency } from "../../currency/CurrencyContext";
import { categoryDescriptions, categoryLabels } from "../../features/fleet";
import type { AircraftCategoryInfo } from "../../features/fleet";

const jetSize = { LIGHT: "10", MIDSIZE: "12", LARGE: "14", ULTRA: "16" } as const;

/** One category with the figures staff keep: seats, range, cruise speed, an example and the hourly rate. */
export function CategoryCard({ info }: { info: AircraftCategoryInfo }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const label = categoryLabels[info.category];

  return (
    <Card.Root as="article" variant="outline" bg="white" overflow="hidden">
      <Flex
        h="32"
        align="center"
        justify="center"
        bgGradient="to-br"
        gradientFrom="navy.950"
        gradientTo="navy.600"
        color="gold.300"
        aria-hidden="true"
      >
        <JetIcon boxSize={jetSize[info.category]} />
      </Flex>
      <Card.Body gap="4">
        <Card.Title as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl">
          <FormattedMessage id={label} />
        </Card.Title>
        <Text color="fg.muted">
          <FormattedMessage id={categoryDescriptions[info.category]} />
        </Text>
        <DataList.Root size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.examples" />
            </DataList.ItemLabel>
            <DataList.ItemValue dir="ltr">{info.exampleAircraft}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.seats" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {intl.formatMessage({ id: "fleet.seatsUpTo" }, { max: info.seats })}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.range" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {intl.formatMessage({ id: "fleet.rangeUpTo" }, { max: info.rangeNm })}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.cruise" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {intl.formatMessage({ id: "fleet.cruiseUpTo" }, { max: info.cruiseKt })}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.hourlyRate" />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid="hourly-rate">
              {intl.formatMessage({ id: "fleet.perHour" }, { price: format(info.hourlyRateUsd) })}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Box>
          <ButtonLink
            to={`/booking?category=${info.category.toLowerCase()}`}
            variant="outline"
            colorPalette="navy"
            size="sm"
          >
            <FormattedMessage id="fleet.requestCategory" values={{ category: intl.formatMessage({ id: label }) }} />
          </ButtonLink>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}

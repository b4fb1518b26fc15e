import { Box, Card, DataList, Flex, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { JetIcon } from "../../components/icons";
import { ButtonLink } from "../../components/RouterLinks";
import type { AircraftCategoryInfo } from "../../features/fleet/aircraftCategories";

const jetSize = { LIGHT: "10", MIDSIZE: "12", LARGE: "14", ULTRA: "16" } as const;

export function CategoryCard({ info }: { info: AircraftCategoryInfo }) {
  const intl = useIntl();
  const span = (range: { min?: number; max: number }, upTo: "fleet.seatsUpTo" | "fleet.rangeUpTo" | "fleet.cruiseUpTo", between: "fleet.seatsSpan" | "fleet.rangeSpan" | "fleet.cruiseSpan") =>
    range.min === undefined ? intl.formatMessage({ id: upTo }, { max: range.max }) : intl.formatMessage({ id: between }, { min: range.min, max: range.max });

  return (
    <Card.Root as="article" variant="outline" bg="white" overflow="hidden">
      <Flex h="32" align="center" justify="center" bgGradient="to-br" gradientFrom="navy.950" gradientTo="navy.600" color="gold.300" aria-hidden="true">
        <JetIcon boxSize={jetSize[info.category]} />
      </Flex>
      <Card.Body gap="4">
        <Card.Title as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl">
          <FormattedMessage id={info.label} />
        </Card.Title>
        <Text color="fg.muted">
          <FormattedMessage id={info.description} />
        </Text>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.examples" />
            </DataList.ItemLabel>
            <DataList.ItemValue dir="ltr">{info.examples}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.seats" />
            </DataList.ItemLabel>
            <DataList.ItemValue>{span(info.seats, "fleet.seatsUpTo", "fleet.seatsSpan")}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.range" />
            </DataList.ItemLabel>
            <DataList.ItemValue>{span(info.rangeNm, "fleet.rangeUpTo", "fleet.rangeSpan")}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="fleet.cruise" />
            </DataList.ItemLabel>
            <DataList.ItemValue>{span(info.cruiseKt, "fleet.cruiseUpTo", "fleet.cruiseSpan")}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Box>
          <ButtonLink to={`/booking?category=${info.category.toLowerCase()}`} variant="outline" colorPalette="navy" size="sm">
            <FormattedMessage id="fleet.requestCategory" values={{ category: intl.formatMessage({ id: info.label }) }} />
          </ButtonLink>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}

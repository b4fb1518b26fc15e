import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { MessageId } from "../../i18n/messages";
import type { AnalyticsFigures } from "./analyticsQuery";

/** The range's headline numbers, each a term and its value for screen readers. */
export function SummaryFigures({ figures }: { figures: AnalyticsFigures }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const items: { label: MessageId; value: string }[] = [
    { label: "analytics.summary.totalLeads", value: intl.formatNumber(figures.totalLeads) },
    {
      label: "analytics.summary.conversion",
      value: intl.formatNumber(figures.conversionRate, { style: "percent", maximumFractionDigits: 1 }),
    },
    { label: "analytics.summary.revenue", value: format(figures.revenueUsd) },
    { label: "analytics.summary.bookings", value: intl.formatNumber(figures.bookings) },
    { label: "analytics.summary.averageDeal", value: format(figures.averageDealSizeUsd) },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 5 }} gap="4">
      {items.map((item) => (
        // dt and dd directly inside the group's div, as a description list requires.
        <Box key={item.label} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
          <Text as="dt" color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: item.label })}
          </Text>
          <Text as="dd" fontSize="2xl" fontFamily="heading" fontVariantNumeric="tabular-nums" data-figure={item.label}>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

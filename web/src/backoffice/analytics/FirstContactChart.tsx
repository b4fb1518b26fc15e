import { Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import type { ChartTable } from "./chartTable";
import { seriesColors } from "./chartStyle";
import { ColumnChart } from "./ColumnChart";

/** How fast staff reach new leads: the median as a headline, contacted vs waiting as bars. */
export function FirstContactChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const { medianHours, contacted, notContacted } = figures.firstContact;
  const leads = intl.formatMessage({ id: "analytics.column.leads" });
  const contactedLabel = intl.formatMessage({ id: "analytics.firstContact.contacted" });
  const waitingLabel = intl.formatMessage({ id: "analytics.firstContact.notContacted" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.firstContact.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.measure" }),
    // One decimal at most: the median is in hours; the counts are whole and read the same.
    columns: [{ header: intl.formatMessage({ id: "analytics.column.value" }), kind: "hours" }],
    rows: [
      {
        key: "median",
        label: intl.formatMessage({ id: "analytics.firstContact.medianHours" }),
        values: [medianHours === null ? null : Math.round(medianHours * 10) / 10],
      },
      { key: "contacted", label: contactedLabel, values: [contacted] },
      { key: "notContacted", label: waitingLabel, values: [notContacted] },
    ],
  };
  const data = [
    { label: contactedLabel, value: contacted },
    { label: waitingLabel, value: notContacted },
  ];

  const headline = (
    <Stack gap="0">
      <Text fontSize="3xl" fontFamily="heading">
        {medianHours === null
          ? intl.formatMessage({ id: "analytics.firstContact.noneYet" })
          : intl.formatMessage({ id: "analytics.firstContact.hours" }, { hours: Math.round(medianHours * 10) / 10 })}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {intl.formatMessage({ id: "analytics.firstContact.medianLabel" })}
      </Text>
    </Stack>
  );

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.firstContact.title" })}
      fileName="first-contact"
      rangeLabel={rangeLabel}
      table={table}
      lead={headline}
      emptyMessage={figures.totalLeads === 0 ? intl.formatMessage({ id: "analytics.noLeads" }) : undefined}
    >
      <ColumnChart data={data} name={leads} kind="count" everyLabel colorOf={(i) => seriesColors[i === 0 ? 0 : 1]} />
    </ChartCard>
  );
}

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useIntl } from "react-intl";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import { useMonthLabel, type ChartTable } from "./chartTable";
import { legendText, seriesColors, useChartAxes } from "./chartStyle";

/** Leads per month, stacked by where they came from. */
export function LeadsOverTimeChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const monthLabel = useMonthLabel();
  const axes = useChartAxes();
  const sources = figures.leadsByMonth[0]?.bySource.map((s) => s.source) ?? [];
  const sourceName = (source: string) => intl.formatMessage({ id: `lead.source.${source}` as "lead.source.BOOKING" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.leadsOverTime.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.month" }),
    columns: sources.map((source) => ({ header: sourceName(source), kind: "count" })),
    rows: figures.leadsByMonth.map((m) => ({
      key: m.month,
      label: monthLabel(m.month),
      csvLabel: m.month,
      values: m.bySource.map((s) => s.count),
    })),
  };
  const data = figures.leadsByMonth.map((m) => ({
    label: monthLabel(m.month),
    ...Object.fromEntries(m.bySource.map((s) => [s.source, s.count])),
  }));

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.leadsOverTime.title" })}
      fileName="leads-by-source"
      rangeLabel={rangeLabel}
      table={table}
      emptyMessage={figures.totalLeads === 0 ? intl.formatMessage({ id: "analytics.noLeads" }) : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={axes.rtl} tick={axes.tick} />
          <YAxis
            orientation={axes.valueSide}
            allowDecimals={false}
            tickFormatter={axes.count}
            tick={axes.tick}
            width={40}
          />
          <Tooltip wrapperStyle={axes.tooltipStyle} />
          <Legend formatter={legendText} />
          {sources.map((source, i) => (
            <Bar
              key={source}
              dataKey={source}
              name={sourceName(source)}
              stackId="leads"
              fill={seriesColors[i % seriesColors.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

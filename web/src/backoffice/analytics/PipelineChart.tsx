import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useIntl } from "react-intl";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import type { ChartTable } from "./chartTable";
import { seriesColors, useChartAxes } from "./chartStyle";

/**
 * The pipeline as a funnel: one bar per status in pipeline order (the API's order), top to
 * bottom, so the drop from new to won reads down the page.
 */
export function PipelineChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const axes = useChartAxes();
  const statusName = (status: string) => intl.formatMessage({ id: `lead.status.${status}` as "lead.status.NEW" });
  const leads = intl.formatMessage({ id: "analytics.column.leads" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.pipeline.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.status" }),
    columns: [{ header: leads, kind: "count" }],
    rows: figures.leadsByStatus.map((s) => ({ key: s.status, label: statusName(s.status), values: [s.count] })),
  };
  const data = figures.leadsByStatus.map((s) => ({ label: statusName(s.status), count: s.count }));

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.pipeline.title" })}
      fileName="pipeline"
      rangeLabel={rangeLabel}
      table={table}
      emptyMessage={figures.totalLeads === 0 ? intl.formatMessage({ id: "analytics.noLeads" }) : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={axes.rtl} allowDecimals={false} tickFormatter={axes.count} tick={axes.tick} />
          <YAxis type="category" dataKey="label" orientation={axes.valueSide} tick={axes.tick} width={110} />
          <Tooltip wrapperStyle={axes.tooltipStyle} />
          <Bar dataKey="count" name={leads} isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.label} fill={seriesColors[i % seriesColors.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useIntl } from "react-intl";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import type { ChartTable } from "./chartTable";
import { seriesColors, useChartAxes } from "./chartStyle";

// Airport codes read left to right in every language; the arrow is the flight's direction.
const routeName = (from: string, to: string) => `${from} → ${to}`;

/** The most requested first legs, most first, top to bottom. */
export function TopRoutesChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const axes = useChartAxes();
  const requests = intl.formatMessage({ id: "analytics.column.requests" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.routes.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.route" }),
    columns: [{ header: requests, kind: "count" }],
    rows: figures.topRoutes.map((r) => ({
      key: `${r.from}-${r.to}`,
      label: routeName(r.from, r.to),
      values: [r.count],
    })),
  };
  const data = figures.topRoutes.map((r) => ({ label: routeName(r.from, r.to), count: r.count }));

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.routes.title" })}
      fileName="top-routes"
      rangeLabel={rangeLabel}
      table={table}
      emptyMessage={figures.topRoutes.length === 0 ? intl.formatMessage({ id: "analytics.noRequests" }) : undefined}
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
          <YAxis
            type="category"
            dataKey="label"
            orientation={axes.valueSide}
            tick={axes.tick}
            width={96}
            interval={0}
          />
          <Tooltip wrapperStyle={axes.tooltipStyle} />
          <Bar dataKey="count" name={requests} fill={seriesColors[2]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

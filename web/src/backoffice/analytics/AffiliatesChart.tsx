import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import type { ChartTable } from "./chartTable";
import { legendText, seriesColors, useChartAxes } from "./chartStyle";

/** Leads and booking revenue each affiliate's referral code brought in: two scales, two axes. */
export function AffiliatesChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const axes = useChartAxes();
  const leads = intl.formatMessage({ id: "analytics.column.leads" });
  const revenue = intl.formatMessage({ id: "analytics.column.revenue" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.affiliates.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.referralCode" }),
    columns: [
      { header: leads, kind: "count" },
      { header: intl.formatMessage({ id: "analytics.column.bookings" }), kind: "count" },
      { header: revenue, kind: "money" },
    ],
    // The code identifies the affiliate in the file; the name is for reading.
    rows: figures.affiliates.map((a) => ({
      key: a.referralCode,
      label: `${a.referralCode} (${a.name})`,
      csvLabel: a.referralCode,
      values: [a.leads, a.bookings, a.revenueUsd],
    })),
  };
  const data = figures.affiliates.map((a) => ({ label: a.referralCode, leads: a.leads, revenueUsd: a.revenueUsd }));

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.affiliates.title" })}
      fileName="affiliates"
      rangeLabel={rangeLabel}
      table={table}
      emptyMessage={figures.affiliates.length === 0 ? intl.formatMessage({ id: "analytics.noAffiliates" }) : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={axes.rtl} tick={axes.tick} interval={0} />
          <YAxis
            yAxisId="leads"
            orientation={axes.valueSide}
            allowDecimals={false}
            tickFormatter={axes.count}
            tick={axes.tick}
            width={40}
          />
          <YAxis
            yAxisId="revenue"
            orientation={axes.rtl ? "left" : "right"}
            tickFormatter={axes.money}
            tick={axes.tick}
            width={84}
          />
          <Tooltip
            wrapperStyle={axes.tooltipStyle}
            formatter={(value, name) => (name === revenue ? format(Number(value)) : intl.formatNumber(Number(value)))}
          />
          <Legend formatter={legendText} />
          <Bar yAxisId="leads" dataKey="leads" name={leads} fill={seriesColors[0]} isAnimationActive={false} />
          <Bar yAxisId="revenue" dataKey="revenueUsd" name={revenue} fill={seriesColors[1]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

import { useIntl } from "react-intl";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import { useMonthLabel, type ChartTable } from "./chartTable";
import { ColumnChart } from "./ColumnChart";

/** Booking revenue per calendar month, in the reader's currency. */
export function RevenueChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const monthLabel = useMonthLabel();
  const revenue = intl.formatMessage({ id: "analytics.column.revenue" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.revenue.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.month" }),
    columns: [
      { header: intl.formatMessage({ id: "analytics.column.bookings" }), kind: "count" },
      { header: revenue, kind: "money" },
    ],
    rows: figures.revenueByMonth.map((m) => ({
      key: m.month,
      label: monthLabel(m.month),
      csvLabel: m.month,
      values: [m.bookings, m.revenueUsd],
    })),
  };
  const data = figures.revenueByMonth.map((m) => ({ label: monthLabel(m.month), value: m.revenueUsd }));

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.revenue.title" })}
      fileName="revenue-by-month"
      rangeLabel={rangeLabel}
      table={table}
      emptyMessage={figures.bookings === 0 ? intl.formatMessage({ id: "analytics.noBookings" }) : undefined}
    >
      <ColumnChart data={data} name={revenue} kind="money" />
    </ChartCard>
  );
}

import { useIntl } from "react-intl";
import type { AnalyticsFigures } from "./analyticsQuery";
import { ChartCard } from "./ChartCard";
import type { ChartTable } from "./chartTable";
import { ColumnChart } from "./ColumnChart";

/** Bookings per aircraft category (the accepted quote's), smallest jets first. */
export function CategoryChart({ figures, rangeLabel }: { figures: AnalyticsFigures; rangeLabel: string }) {
  const intl = useIntl();
  const bookings = intl.formatMessage({ id: "analytics.column.bookings" });
  const categoryName = (category: string | null) =>
    intl.formatMessage({ id: category ? (`category.${category}` as "category.LIGHT") : "analytics.category.none" });

  const table: ChartTable = {
    caption: intl.formatMessage({ id: "analytics.categories.caption" }),
    labelHeader: intl.formatMessage({ id: "analytics.column.category" }),
    columns: [
      { header: bookings, kind: "count" },
      { header: intl.formatMessage({ id: "analytics.column.revenue" }), kind: "money" },
    ],
    rows: figures.bookingsByCategory.map((c) => ({
      key: c.category ?? "none",
      label: categoryName(c.category),
      values: [c.bookings, c.revenueUsd],
    })),
  };
  const data = figures.bookingsByCategory.map((c) => ({ label: categoryName(c.category), value: c.bookings }));

  return (
    <ChartCard
      title={intl.formatMessage({ id: "analytics.categories.title" })}
      fileName="bookings-by-category"
      rangeLabel={rangeLabel}
      table={table}
      emptyMessage={figures.bookings === 0 ? intl.formatMessage({ id: "analytics.noBookings" }) : undefined}
    >
      <ColumnChart data={data} name={bookings} kind="count" everyLabel />
    </ChartCard>
  );
}

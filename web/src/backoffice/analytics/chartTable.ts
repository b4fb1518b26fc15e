import { useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import { convertFromUsd } from "../../currency/formatPrice";
import type { CsvValue } from "../../lib/csv";

/** How a column's numbers read: counts, US dollars (shown in the chosen currency) or hours. */
export type ColumnKind = "count" | "money" | "hours";

/** One chart's numbers: what its accessible table shows and its CSV download contains. */
export interface ChartTable {
  caption: string;
  /** The row-label column's header. */
  labelHeader: string;
  columns: { header: string; kind: ColumnKind }[];
  /** `csvLabel` when the file should carry a machine-readable label (a month as "2026-03"). */
  rows: { key: string; label: string; csvLabel?: string; values: (number | null)[] }[];
}

/** Display text and CSV values of a table, both in the reader's language and currency. */
export function useTableFormat() {
  const intl = useIntl();
  const { currency, format } = useCurrency();
  const text = (value: number | null, kind: ColumnKind): string => {
    if (value === null) return "—";
    if (kind === "money") return format(value);
    return intl.formatNumber(value, { maximumFractionDigits: kind === "hours" ? 1 : 0 });
  };
  // The file holds the same figures as the table: money converted to whole units of the chosen
  // currency (named in the header), hours to one decimal.
  const csvRows = (table: ChartTable): CsvValue[][] => [
    [
      table.labelHeader,
      ...table.columns.map((c) => (c.kind === "money" ? `${c.header} (${currency.code})` : c.header)),
    ],
    ...table.rows.map((row) => [
      row.csvLabel ?? row.label,
      ...row.values.map((v, i) => {
        if (v === null) return null;
        const kind = table.columns[i]!.kind;
        return kind === "money" ? convertFromUsd(v, currency) : kind === "hours" ? Math.round(v * 10) / 10 : v;
      }),
    ]),
  ];
  return { text, csvRows };
}

/** "Mar 2026" for "2026-03", in the reader's language (months are UTC on the server). */
export function useMonthLabel() {
  const intl = useIntl();
  return (month: string) =>
    intl.formatDate(`${month}-01T00:00:00Z`, { month: "short", year: "numeric", timeZone: "UTC" });
}

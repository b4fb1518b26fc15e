import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useCurrency } from "../../currency/CurrencyContext";
import { seriesColors, useChartAxes } from "./chartStyle";

interface ColumnChartProps {
  data: { label: string; value: number }[];
  /** The series' name in the tooltip. */
  name: string;
  kind: "count" | "money";
  /** Each column's colour by position; one series colour when omitted. */
  colorOf?: (index: number) => string;
  /** Show every label on the category axis (few, named columns) rather than letting recharts thin them. */
  everyLabel?: boolean;
}

/** One series of vertical columns, mirrored for right-to-left pages; counts or money on the value axis. */
export function ColumnChart({ data, name, kind, colorOf, everyLabel = false }: ColumnChartProps) {
  const axes = useChartAxes();
  const { format } = useCurrency();
  const money = kind === "money";
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={axes.rtl} tick={axes.tick} interval={everyLabel ? 0 : undefined} />
        <YAxis
          orientation={axes.valueSide}
          allowDecimals={money}
          tickFormatter={money ? axes.money : axes.count}
          tick={axes.tick}
          width={money ? 84 : 40}
        />
        <Tooltip wrapperStyle={axes.tooltipStyle} formatter={money ? (value) => format(Number(value)) : undefined} />
        <Bar dataKey="value" name={name} fill={seriesColors[money ? 1 : 0]} isAnimationActive={false}>
          {colorOf && data.map((d, i) => <Cell key={d.label} fill={colorOf(i)} />)}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

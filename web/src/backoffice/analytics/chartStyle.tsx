import { useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import { convertFromUsd } from "../../currency/formatPrice";
import { useLocale } from "../../i18n/LocaleContext";

// The site's navy and gold (web/src/ui/theme/system.ts), alternating so neighbours differ in
// lightness as well as hue; recharts needs plain colours, not theme tokens.
export const seriesColors = ["#192a51", "#b8942a", "#4f69a3", "#72581b", "#aebddc", "#e2c35a"] as const;
export const axisColor = "#4a5568";
/** Legend text in the page's text colour: recharts would colour it like its series, and the light ones are unreadable. */
export const legendText = (name: string) => <span style={{ color: "#1a202c" }}>{name}</span>;

/**
 * Axis settings that mirror a chart for right-to-left readers: time runs from right to left and
 * the value axis sits on the right. The chart itself is drawn in an LTR box so recharts' text
 * anchors stay where they belong; only the order is flipped.
 */
export function useChartAxes() {
  const rtl = useLocale().dir === "rtl";
  const intl = useIntl();
  const { currency } = useCurrency();
  return {
    rtl,
    valueSide: (rtl ? "right" : "left") as "right" | "left",
    tick: { fill: axisColor, fontSize: 12 },
    count: (value: number) => intl.formatNumber(value, { notation: "compact" }),
    money: (usd: number) =>
      `${currency.symbol}${intl.formatNumber(convertFromUsd(usd, currency), { notation: "compact" })}`,
    tooltipStyle: { direction: rtl ? ("rtl" as const) : ("ltr" as const) },
  };
}

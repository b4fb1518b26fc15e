import type { IntlShape } from "react-intl";

/** An amount already in `currency` (a booking's), in the reader's language: "€17,020.00". */
export const formatMoney = (intl: IntlShape, amount: number, currency: string) =>
  intl.formatNumber(amount, { style: "currency", currency });

import { createContext, useContext } from "react";
import type { Currency, CurrencyCode } from "./currencies";

export interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (code: CurrencyCode) => void;
  /** Formats a USD amount in the chosen currency, e.g. format(4500) → "€4,140". */
  format: (usd: number) => string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error("useCurrency must be used within a CurrencyProvider");
  return value;
}

import { useCallback, useMemo, useState, type ReactNode } from "react";
import { readStored, writeStored } from "../lib/safeStorage";
import { CurrencyContext, type CurrencyContextValue } from "./CurrencyContext";
import { currencyByCode, currencyStorageKey, defaultCurrencyCode, isCurrencyCode, type CurrencyCode } from "./currencies";
import { formatPrice } from "./formatPrice";

interface CurrencyProviderProps {
  children: ReactNode;
  /** Digit-grouping locale; undefined uses the browser's. */
  numberLocale?: string;
  initialCurrency?: CurrencyCode;
}

function storedCurrency(): CurrencyCode {
  const stored = readStored(currencyStorageKey);
  return isCurrencyCode(stored) ? stored : defaultCurrencyCode;
}

export function CurrencyProvider({ children, numberLocale, initialCurrency }: CurrencyProviderProps) {
  const [code, setCode] = useState<CurrencyCode>(() => initialCurrency ?? storedCurrency());

  const setCurrency = useCallback((next: CurrencyCode) => {
    writeStored(currencyStorageKey, next);
    setCode(next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const currency = currencyByCode(code);
    return { currency, setCurrency, format: (usd) => formatPrice(usd, currency, numberLocale) };
  }, [code, setCurrency, numberLocale]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

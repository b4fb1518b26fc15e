import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { readStored, writeStored } from "../lib/safeStorage";
import { CurrencyContext, type CurrencyContextValue } from "./CurrencyContext";
import { currencyByCode, currencyStorageKey, defaultCurrencyCode, isCurrencyCode, type CurrencyCode } from "./currencies";
import { formatPrice } from "./formatPrice";

interface CurrencyProviderProps {
  children: ReactNode;
  /** Digit-grouping locale; undefined uses the browser's. */
  numberLocale?: string;
  initialCurrency?: CurrencyCode;
  /**
   * Hydrating a prerendered page: render first in the default currency, as the HTML was, then
   * switch to the visitor's stored one (reading it during hydration would disagree with the HTML).
   */
  storedAfterMount?: boolean;
}

function storedCurrency(): CurrencyCode {
  const stored = readStored(currencyStorageKey);
  return isCurrencyCode(stored) ? stored : defaultCurrencyCode;
}

export function CurrencyProvider({ children, numberLocale, initialCurrency, storedAfterMount = false }: CurrencyProviderProps) {
  const [code, setCode] = useState<CurrencyCode>(() => initialCurrency ?? (storedAfterMount ? defaultCurrencyCode : storedCurrency()));
  useEffect(() => {
    if (storedAfterMount && initialCurrency === undefined) setCode(storedCurrency());
  }, [storedAfterMount, initialCurrency]);

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

import { useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { preferenceCookies, readPreferenceCookie, writePreferenceCookie } from "../lib/preferenceCookies";
import { LocaleContext } from "../i18n/LocaleContext";
import { formattingLocaleOf } from "../i18n/locales";
import { readStored, writeStored } from "../lib/safeStorage";
import { CurrencyContext, type CurrencyContextValue } from "./CurrencyContext";
import {
  currencyByCode,
  currencyStorageKey,
  defaultCurrencyCode,
  isCurrencyCode,
  type CurrencyCode,
} from "./currencies";
import { formatPrice } from "./formatPrice";

interface CurrencyProviderProps {
  children: ReactNode;
  /** Digit-grouping locale; undefined: the page's language, so the server and the browser group alike. */
  numberLocale?: string;
  /** The currency the server rendered the page in (from the visitor's cookie), or the one to start with. */
  initialCurrency?: CurrencyCode;
}

function storedCurrency(): CurrencyCode {
  const stored = readPreferenceCookie(preferenceCookies.currency) ?? readStored(currencyStorageKey);
  return isCurrencyCode(stored) ? stored : defaultCurrencyCode;
}

export function CurrencyProvider({ children, numberLocale, initialCurrency }: CurrencyProviderProps) {
  const [code, setCode] = useState<CurrencyCode>(() => initialCurrency ?? storedCurrency());

  const setCurrency = useCallback((next: CurrencyCode) => {
    writeStored(currencyStorageKey, next);
    writePreferenceCookie(preferenceCookies.currency, next);
    setCode(next);
  }, []);

  const page = useContext(LocaleContext);
  const grouping = numberLocale ?? (page ? formattingLocaleOf(page.locale) : undefined);
  const value = useMemo<CurrencyContextValue>(() => {
    const currency = currencyByCode(code);
    return { currency, setCurrency, format: (usd) => formatPrice(usd, currency, grouping) };
  }, [code, setCurrency, grouping]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

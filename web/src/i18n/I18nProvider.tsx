import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LocaleProvider as ChakraLocaleProvider } from "@chakra-ui/react";
import { writeStored } from "../lib/safeStorage";
import { LocaleContext, type LocaleContextValue } from "./LocaleContext";
import { defaultLocale, directionOf, formattingLocaleOf, localeStorageKey, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

interface I18nProviderProps {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}

export function I18nProvider({ initialLocale, initialMessages, children }: I18nProviderProps) {
  const [active, setActive] = useState({ locale: initialLocale, messages: initialMessages });
  const latestRequest = useRef(0);

  const setLocale = useCallback(async (locale: Locale) => {
    // Switch only once the catalogue is here, so the page never flashes untranslated keys;
    // a later choice wins over a slower earlier one.
    const request = ++latestRequest.current;
    const messages = await loadMessages(locale);
    if (request !== latestRequest.current) return;
    writeStored(localeStorageKey, locale);
    setActive({ locale, messages });
  }, []);

  const dir = directionOf(active.locale);
  useEffect(() => {
    document.documentElement.lang = active.locale;
    document.documentElement.dir = dir;
  }, [active.locale, dir]);

  const context = useMemo<LocaleContextValue>(
    () => ({ locale: active.locale, dir, setLocale }),
    [active.locale, dir, setLocale],
  );

  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider locale={formattingLocaleOf(active.locale)} defaultLocale={defaultLocale} messages={active.messages}>
        <ChakraLocaleProvider locale={active.locale}>{children}</ChakraLocaleProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

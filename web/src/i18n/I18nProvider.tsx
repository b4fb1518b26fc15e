import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LocaleProvider as ChakraLocaleProvider } from "@chakra-ui/react";
import { preferenceCookies, writePreferenceCookie } from "../lib/preferenceCookies";
import { writeStored } from "../lib/safeStorage";
import { LocaleContext, type LocaleContextValue } from "./LocaleContext";
import {
  defaultLocale,
  directionOf,
  formattingLocaleOf,
  localeStorageKey,
  urlLanguageParam,
  type Locale,
} from "./locales";
import { loadMessages, type Messages } from "./messages";
import type { PartialCatalogue } from "./pageMessages";

interface I18nProviderProps {
  initialLocale: Locale;
  initialMessages: Messages;
  /** Set when `initialMessages` holds only the part of the catalogue a static page carries. */
  catalogue?: PartialCatalogue;
  children: ReactNode;
}

export function I18nProvider({ initialLocale, initialMessages, catalogue, children }: I18nProviderProps) {
  const [active, setActive] = useState({ locale: initialLocale, messages: initialMessages });
  const latestRequest = useRef(0);

  useEffect(() => {
    const request = latestRequest.current;
    void catalogue?.whole.then((messages) => {
      if (request === latestRequest.current) setActive({ locale: initialLocale, messages });
    });
  }, [catalogue, initialLocale]);
  const allMessages = useCallback(async () => {
    if (!catalogue) return;
    catalogue.requestWhole();
    await catalogue.whole;
  }, [catalogue]);

  const setLocale = useCallback(async (locale: Locale) => {
    // Switch only once the catalogue is here, so the page never flashes untranslated keys;
    // a later choice wins over a slower earlier one.
    const request = ++latestRequest.current;
    const messages = await loadMessages(locale);
    if (request !== latestRequest.current) return;
    writeStored(localeStorageKey, locale);
    writePreferenceCookie(preferenceCookies.locale, locale);
    setActive({ locale, messages });
  }, []);

  const dir = directionOf(active.locale);
  useEffect(() => {
    document.documentElement.lang = active.locale;
    document.documentElement.dir = dir;
    keepUrlLanguage(active.locale);
  }, [active.locale, dir]);

  const context = useMemo<LocaleContextValue>(
    () => ({ locale: active.locale, dir, setLocale, allMessages }),
    [active.locale, dir, setLocale, allMessages],
  );

  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider locale={formattingLocaleOf(active.locale)} defaultLocale={defaultLocale} messages={active.messages}>
        <ChakraLocaleProvider locale={active.locale}>{children}</ChakraLocaleProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** A ?lang= in the address follows the language chosen, so a reload or a shared link keeps it. */
function keepUrlLanguage(locale: Locale) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(urlLanguageParam) || url.searchParams.get(urlLanguageParam) === locale) return;
  url.searchParams.set(urlLanguageParam, locale);
  // The router's own entry state (its key and index) stays as it was.
  window.history.replaceState(window.history.state, "", url);
}

import { preferenceCookies, readPreferenceCookie } from "../lib/preferenceCookies";
import { readStored } from "../lib/safeStorage";
import { detectLocale } from "./detectLocale";
import { directionOf, isLocale, localeStorageKey, urlLanguageParam, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

export interface BootLocale {
  /** The language of the first render. */
  locale: Locale;
  messages: Messages;
}

/** The page's ?lang=, else the remembered choice (cookie, then this browser's storage), the browser's languages, English. */
function wantedLocale(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get(urlLanguageParam);
  if (isLocale(fromUrl)) return fromUrl;
  const remembered = readPreferenceCookie(preferenceCookies.locale) ?? readStored(localeStorageKey);
  return detectLocale(remembered, navigator.languages ?? [navigator.language]);
}

/** Picks the app's first locale and loads its messages before the first render, so nothing flashes in English. */
export async function bootstrapLocale(): Promise<BootLocale> {
  const locale = wantedLocale();
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return { locale, messages: await loadMessages(locale) };
}

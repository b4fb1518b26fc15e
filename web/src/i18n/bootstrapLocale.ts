import { preferenceCookies, readPreferenceCookie } from "../app/preferences/preferenceCookies";
import { readStored } from "../lib/safeStorage";
import { detectLocale } from "./detectLocale";
import { directionOf, isLocale, localeStorageKey, urlLanguageParam, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

export interface BootLocale {
  /** The language of the first render. */
  locale: Locale;
  messages: Messages;
  /** The visitor's language when a prerendered page came in another one (switched to after hydration). */
  preferred?: Locale;
}

/** The page's ?lang=, else the remembered choice (cookie, then this browser's storage), the browser's languages, English. */
function wantedLocale(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get(urlLanguageParam);
  if (isLocale(fromUrl)) return fromUrl;
  const remembered = readPreferenceCookie(preferenceCookies.locale) ?? readStored(localeStorageKey);
  return detectLocale(remembered, navigator.languages ?? [navigator.language]);
}

/**
 * Picks the first locale and loads its messages before the first render, so nothing flashes in English.
 * A prerendered page hydrates in the language it was rendered in (<html lang>), or React would find
 * other text than the HTML's; the visitor's own language follows right after.
 */
export async function bootstrapLocale(prerenderedLocale?: string): Promise<BootLocale> {
  const wanted = wantedLocale();
  const locale = isLocale(prerenderedLocale) ? prerenderedLocale : wanted;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return { locale, messages: await loadMessages(locale), preferred: wanted === locale ? undefined : wanted };
}

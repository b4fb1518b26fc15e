import { readStored } from "../lib/safeStorage";
import { detectLocale } from "./detectLocale";
import { directionOf, localeStorageKey, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

/** Picks the first locale and loads its messages before the first render, so nothing flashes in English. */
export async function bootstrapLocale(): Promise<{ locale: Locale; messages: Messages }> {
  const locale = detectLocale(readStored(localeStorageKey), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return { locale, messages: await loadMessages(locale) };
}

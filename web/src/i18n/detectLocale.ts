import { defaultLocale, isLocale, type Locale } from "./locales";

/** Stored choice first, then the browser's preferred languages in order, then English. */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}

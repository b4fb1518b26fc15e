export const locales = ["en", "es", "ar", "zh"] as const;
export type Locale = (typeof locales)[number];
export type Direction = "ltr" | "rtl";

export const defaultLocale: Locale = "en";
export const localeStorageKey = "skycharter.locale";
/** ?lang=es: a page's language in its URL, for crawlers and shared links (wins over the stored choice). */
export const urlLanguageParam = "lang";

export interface LocaleOption {
  code: Locale;
  /** The language's name in that language, as a speaker looks for it. */
  name: string;
  dir: Direction;
}

export const localeOptions: readonly LocaleOption[] = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "zh", name: "中文", dir: "ltr" },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

// Arabic text here writes numbers with Western digits, as the prices (browser locale) do,
// so one page never mixes ٢٠٠٠ and 2,000.
const formattingLocales: Record<Locale, string> = { en: "en", es: "es", ar: "ar-u-nu-latn", zh: "zh" };

/** The BCP 47 tag react-intl formats numbers and dates with. */
export function formattingLocaleOf(locale: Locale): string {
  return formattingLocales[locale];
}

export function directionOf(locale: Locale): Direction {
  return locale === "ar" ? "rtl" : "ltr";
}

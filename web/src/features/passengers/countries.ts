import countries from "i18n-iso-countries";
import ar from "i18n-iso-countries/langs/ar.json";
import en from "i18n-iso-countries/langs/en.json";
import es from "i18n-iso-countries/langs/es.json";
import zh from "i18n-iso-countries/langs/zh.json";

// Countries' names in the site's four languages (i18n-iso-countries, the server's source too), for
// the nationality a passenger picks; the API takes the ISO 3166-1 alpha-2 code.

const LANGS = { en, es, ar, zh };
for (const lang of Object.values(LANGS)) countries.registerLocale(lang);

/** The catalogue's language of a formatting locale ("ar-u-nu-latn" → "ar"). */
const langOf = (locale: string) => {
  const lang = locale.slice(0, 2);
  return lang in LANGS ? lang : "en";
};

/** Every country as [code, name] in `locale`, sorted by name as that language sorts. */
export function countryOptions(locale: string): [string, string][] {
  const lang = langOf(locale);
  const names = countries.getNames(lang, { select: "official" });
  const collator = new Intl.Collator(lang);
  return Object.entries(names).toSorted(([, a], [, b]) => collator.compare(a, b));
}

/** A country's name in `locale`, or the code itself for one the list lacks. */
export function countryName(code: string, locale: string): string {
  return countries.getName(code, langOf(locale), { select: "official" }) ?? code;
}

// Country names in the site's four languages, from i18n-iso-countries (MIT): "Francia", "فرنسا" and
// "法国" all name FR. Only these four locales are registered, not the package's hundred.
import countries from "i18n-iso-countries/index.js";
import ar from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import es from "i18n-iso-countries/langs/es.json" with { type: "json" };
import zh from "i18n-iso-countries/langs/zh.json" with { type: "json" };

const LOCALES = { en, es, ar, zh };
for (const locale of Object.values(LOCALES)) countries.registerLocale(locale);

/** Every name of every country in English, Spanish, Arabic and Chinese (official names and common ones: "UK", "USA"), by ISO 3166-1 alpha-2 code. */
export function countryNamesByCode(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const language of Object.keys(LOCALES)) {
    for (const [code, all] of Object.entries(countries.getNames(language, { select: "all" }))) {
      const list = names.get(code) ?? [];
      list.push(...all);
      names.set(code, list);
    }
  }
  return names;
}

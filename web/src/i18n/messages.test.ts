import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { locales, type Locale } from "./locales";
import ar from "./messages/ar.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import zh from "./messages/zh.json";

const catalogues: Record<Locale, Record<string, string>> = { en, es, ar, zh };
const englishKeys = Object.keys(en).toSorted();
const translated = locales.filter((locale) => locale !== "en");

/** ICU argument names used in a message, e.g. "{percent}% off" → ["percent"]. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((m) => m[1] ?? "").toSorted();
}

describe("message catalogues", () => {
  it.each(translated)("%s has exactly the keys of en", (locale) => {
    const keys = Object.keys(catalogues[locale]).toSorted();
    expect(
      keys.filter((k) => !englishKeys.includes(k)),
      "extra keys",
    ).toEqual([]);
    expect(
      englishKeys.filter((k) => !keys.includes(k)),
      "missing keys",
    ).toEqual([]);
  });

  it.each(locales)("%s has only non-empty messages that format without error", (locale) => {
    const messages = catalogues[locale];
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), key).not.toBe("");
      const values = Object.fromEntries(argumentNames(message).map((name) => [name, 1]));
      expect(() => intl.formatMessage({ id: key as keyof typeof en }, values), key).not.toThrow();
    }
  });

  it.each(translated)("%s uses the same placeholders as en", (locale) => {
    for (const key of englishKeys) {
      expect(argumentNames(catalogues[locale][key] ?? ""), key).toEqual(argumentNames(en[key as keyof typeof en]));
    }
  });

  it.each(translated)("%s is translated, not copied from en", (locale) => {
    const copied = englishKeys.filter((key) => catalogues[locale][key] === en[key as keyof typeof en]);
    // Proper names (cities, "24/7", brand-bearing strings) may legitimately match.
    expect(copied.length / englishKeys.length).toBeLessThan(0.12);
  });

  it("has eleven English hero headlines and seven in every other language (spec §1)", () => {
    expect(en["hero.headlines"].split("\n")).toHaveLength(11);
    for (const locale of translated) expect(catalogues[locale]["hero.headlines"]?.split("\n")).toHaveLength(7);
  });
});

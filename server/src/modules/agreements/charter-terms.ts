import { CURRENT_TERMS_VERSION } from "../../core/rules/index.js";
import { TERMS_2026_11 } from "./terms/2026-11.js";
import type { TermsCopy, TermsLocale, TermsText } from "./terms/terms-text.js";

export type { TermsLocale, TermsSection } from "./terms/terms-text.js";

// The broker's charter terms the customer agrees to when accepting a quote, kept as data with the
// code: one file per version under terms/, in the four languages. The current version is the only
// one acceptQuote takes; an agreement keeps the version it was made under.

const LOCALES: readonly TermsLocale[] = ["en", "es", "ar", "zh"];

/** The version acceptQuote asks for (and a sign-up records): the year and month the wording took effect. */
export { CURRENT_TERMS_VERSION };

const VERSIONS: Record<string, TermsText> = { [CURRENT_TERMS_VERSION]: TERMS_2026_11 };

/** The language asked for when the terms have it ("es-MX" reads "es"), else English. */
export function termsLocaleOf(locale: string | null | undefined): TermsLocale {
  const base = locale?.toLowerCase().split("-")[0];
  return LOCALES.find((l) => l === base) ?? "en";
}

/** The current terms in a language. */
export function currentTerms(locale: string | null | undefined): TermsCopy & { version: string; locale: TermsLocale } {
  const chosen = termsLocaleOf(locale);
  return { version: CURRENT_TERMS_VERSION, locale: chosen, ...VERSIONS[CURRENT_TERMS_VERSION]![chosen] };
}

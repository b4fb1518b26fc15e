// The shape of one version of the broker's terms: a title, a summary and numbered sections per language.

export type TermsLocale = "en" | "es" | "ar" | "zh";

export interface TermsSection {
  heading: string;
  body: string;
}

export interface TermsCopy {
  title: string;
  summary: string;
  sections: TermsSection[];
}

export type TermsText = Record<TermsLocale, TermsCopy>;

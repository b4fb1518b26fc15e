import { createContext, useContext } from "react";
import type { Direction, Locale } from "./locales";

export interface LocaleContextValue {
  locale: Locale;
  dir: Direction;
  /** Resolves once the new language's messages are loaded and shown. */
  setLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used within an I18nProvider");
  return value;
}

import { createContext, useContext } from "react";
import type { Direction, Locale } from "./locales";

export interface LocaleContextValue {
  locale: Locale;
  dir: Direction;
  /** Resolves once the new language's messages are loaded and shown. */
  setLocale: (locale: Locale) => Promise<void>;
  /**
   * Resolves once every message can be formatted. A static page's island starts from the messages
   * the page carries; text made outside rendering (a toast) waits for this first.
   */
  allMessages: () => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used within an I18nProvider");
  return value;
}

import en from "./messages/en.json";
import type { Locale } from "./locales";

export type Messages = typeof en;
export type MessageId = keyof Messages;

// English ships in the main bundle as the fallback; the others load on demand.
// Typing each loader as Messages makes `tsc` reject a catalogue that lacks a key.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  es: () => import("./messages/es.json").then((m) => m.default),
  ar: () => import("./messages/ar.json").then((m) => m.default),
  zh: () => import("./messages/zh.json").then((m) => m.default),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

import type en from "./messages/en.json";
import type { Locale } from "./locales";

export type Messages = typeof en;
export type MessageId = keyof Messages;

// Each catalogue loads on demand, English too: a static page's islands start from the few messages
// the page carries (pageMessages.ts) and may never need the rest.
// Typing each loader as Messages makes `tsc` reject a catalogue that lacks a key.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import("./messages/en.json").then((m) => m.default),
  es: () => import("./messages/es.json").then((m) => m.default),
  ar: () => import("./messages/ar.json").then((m) => m.default),
  zh: () => import("./messages/zh.json").then((m) => m.default),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

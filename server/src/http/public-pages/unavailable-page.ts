import { PageBytes } from "./page-bytes.js";

// What a public page answers when it cannot be rendered and no earlier copy of it is kept (the
// database away before anyone asked for it): a few lines in the visitor's language, at once, 503
// with Retry-After, instead of an empty app shell that fails again in the browser.

const words = {
  en: {
    title: "Back in a moment",
    body: "This page cannot be shown just now. Please try again in a few seconds.",
    retry: "Try again",
  },
  es: {
    title: "Volvemos enseguida",
    body: "Ahora mismo no podemos mostrar esta página. Vuelva a intentarlo en unos segundos.",
    retry: "Reintentar",
  },
  ar: {
    title: "نعود خلال لحظات",
    body: "تعذّر عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.",
    retry: "إعادة المحاولة",
  },
  zh: { title: "马上回来", body: "此页面暂时无法显示，请几秒钟后再试。", retry: "重试" },
} as const;

export const RETRY_AFTER_SECONDS = 5;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The short "try again shortly" page for `path` in `locale` (English for a language the site does not speak). */
export function unavailablePage(locale: string, direction: "ltr" | "rtl", path: string): PageBytes {
  const lang = locale in words ? (locale as keyof typeof words) : "en";
  const text = words[lang];
  return new PageBytes(
    `<!doctype html><html lang="${lang}" dir="${direction}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${text.title} · SkyCharter</title>` +
      `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0b1d33}` +
      `a{color:#8a6d1d}</style></head>` +
      `<body><main><h1>${text.title}</h1><p>${text.body}</p><p><a href="${escape(path)}">${text.retry}</a></p></main></body></html>`,
  );
}

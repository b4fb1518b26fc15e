import { resolveMailLocale, type MailLocale } from "../../mail/templates.js";

// The short pages behind a route alert's emailed links, in the alert's language.

export type AlertPage = "confirmAsk" | "confirmed" | "unsubscribeAsk" | "unsubscribed" | "unknown";

interface PageCopy {
  title: string;
  message: string;
  /** The button that sends the POST, on the asking pages. */
  button?: string;
}

const pages: Record<MailLocale, Record<AlertPage, PageCopy>> = {
  en: {
    confirmAsk: {
      title: "Confirm your empty-leg alert",
      message: "Confirm and we will email you when an empty leg on your route is published (at most twice a week).",
      button: "Confirm the alert",
    },
    confirmed: { title: "Alert confirmed", message: "We will email you when a matching empty leg is published." },
    unsubscribeAsk: {
      title: "Stop this alert",
      message: "You will no longer receive emails for this route alert.",
      button: "Unsubscribe",
    },
    unsubscribed: { title: "Unsubscribed", message: "This alert is stopped: you will receive no more emails from it." },
    unknown: { title: "Link not valid", message: "This link is not valid or no longer works." },
  },
  es: {
    confirmAsk: {
      title: "Confirma tu alerta de vuelos vacíos",
      message:
        "Confirma y te escribiremos cuando se publique un vuelo vacío en tu ruta (como máximo dos veces por semana).",
      button: "Confirmar la alerta",
    },
    confirmed: {
      title: "Alerta confirmada",
      message: "Te escribiremos cuando se publique un vuelo vacío que coincida.",
    },
    unsubscribeAsk: {
      title: "Detener esta alerta",
      message: "Dejarás de recibir correos de esta alerta de ruta.",
      button: "Darse de baja",
    },
    unsubscribed: {
      title: "Baja confirmada",
      message: "Esta alerta se ha detenido: no recibirás más correos de ella.",
    },
    unknown: { title: "Enlace no válido", message: "Este enlace no es válido o ya no funciona." },
  },
  ar: {
    confirmAsk: {
      title: "أكّد تنبيه رحلات العودة الفارغة",
      message: "أكّد وسنراسلك عند نشر رحلة عودة فارغة على مسارك (مرتين في الأسبوع على الأكثر).",
      button: "تأكيد التنبيه",
    },
    confirmed: { title: "تم تأكيد التنبيه", message: "سنراسلك عند نشر رحلة عودة فارغة مطابقة." },
    unsubscribeAsk: {
      title: "إيقاف هذا التنبيه",
      message: "لن تصلك بعد الآن رسائل من تنبيه المسار هذا.",
      button: "إلغاء الاشتراك",
    },
    unsubscribed: { title: "تم إلغاء الاشتراك", message: "توقّف هذا التنبيه: لن تصلك منه رسائل أخرى." },
    unknown: { title: "الرابط غير صالح", message: "هذا الرابط غير صالح أو لم يعد يعمل." },
  },
  zh: {
    confirmAsk: {
      title: "确认您的空载航段提醒",
      message: "确认后，您的航线一有空载航段发布，我们就会通知您（每周最多两次）。",
      button: "确认提醒",
    },
    confirmed: { title: "提醒已确认", message: "有匹配的空载航段发布时，我们会发邮件通知您。" },
    unsubscribeAsk: { title: "停止此提醒", message: "您将不再收到此航线提醒的邮件。", button: "退订" },
    unsubscribed: { title: "已退订", message: "此提醒已停止：您不会再收到相关邮件。" },
    unknown: { title: "链接无效", message: "此链接无效或已失效。" },
  },
};

/** A whole, valid HTML page; the asking pages post back to their own address. */
export function alertPageHtml(localeOf: string | null, page: AlertPage): string {
  const locale = resolveMailLocale(localeOf);
  const c = pages[locale][page];
  const dir = locale === "ar" ? "rtl" : "ltr";
  const form = c.button ? `<form method="post"><button type="submit">${c.button}</button></form>` : "";
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${c.title}</title></head><body><main><h1>${c.title}</h1><p>${c.message}</p>${form}` +
    `<p><a href="/empty-legs">SkyCharter</a></p></main></body></html>`
  );
}

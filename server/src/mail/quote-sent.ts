import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The email a customer gets for each quote staff send (quotes.service.ts), in the customer's
// language: the account's language when the request has an owner, else the request's own.

export interface QuoteSentFacts {
  locale: string | null | undefined;
  name: string | null;
  reference: string;
  route: string;
  aircraft: string;
  operator: string;
  priceUsd: number;
  validUntil: Date;
  /** The customer's page for the request, where the quote is accepted. */
  link: string;
}

interface Shown {
  reference: string;
  route: string;
  aircraft: string;
  operator: string;
  price: string;
  until: string;
}

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `Your SkyCharter quote for ${s.reference}`,
    intro: `We have a quote for your trip ${s.route} (${s.reference}): ${s.aircraft}, operated by ${s.operator}, for ${s.price}. It is valid until ${s.until}.`,
    button: "View and accept the quote",
    ignore:
      "Sign in with this email address to see the quote. Questions? Reply to this email and your broker will answer.",
  }),
  es: (s) => ({
    subject: `Tu cotización de SkyCharter para ${s.reference}`,
    intro: `Tenemos una cotización para tu viaje ${s.route} (${s.reference}): ${s.aircraft}, operado por ${s.operator}, por ${s.price}. Es válida hasta el ${s.until}.`,
    button: "Ver y aceptar la cotización",
    ignore:
      "Inicia sesión con esta dirección de correo para ver la cotización. ¿Tienes preguntas? Responde a este correo y tu bróker te contestará.",
  }),
  ar: (s) => ({
    subject: `عرض السعر من SkyCharter للطلب ${s.reference}`,
    intro: `لدينا عرض سعر لرحلتك ${s.route} (${s.reference}): ${s.aircraft}، تشغّلها ${s.operator}، بسعر ${s.price}. العرض صالح حتى ${s.until}.`,
    button: "عرض العرض وقبوله",
    ignore: "سجّل الدخول بعنوان البريد الإلكتروني هذا لرؤية العرض. هل لديك أسئلة؟ ردّ على هذه الرسالة وسيجيبك الوسيط.",
  }),
  zh: (s) => ({
    subject: `您的 SkyCharter 报价：${s.reference}`,
    intro: `我们为您的行程 ${s.route}（${s.reference}）准备了报价：${s.aircraft}，由 ${s.operator} 运营，价格 ${s.price}，有效期至 ${s.until}。`,
    button: "查看并接受报价",
    ignore: "请使用此邮箱地址登录查看报价。如有疑问，请直接回复此邮件，您的经纪人会为您解答。",
  }),
};

export function quoteSentEmail(facts: QuoteSentFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  // Quotes are priced in US dollars; the validity is an instant, shown in UTC so it means one thing everywhere.
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    facts.priceUsd,
  );
  const until = `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(facts.validUntil)} UTC`;
  const shown = {
    reference: facts.reference,
    route: facts.route,
    aircraft: facts.aircraft,
    operator: facts.operator,
    price,
    until,
  };
  return renderAction(locale, copy[locale](shown), facts.name, facts.link);
}

import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// Sent when a customer accepts a quote: to the customer (what they accepted and what happens
// next) and to the lead's staff member (a won lead to carry to departure).

export interface QuoteAcceptedFacts {
  locale: string | null | undefined;
  name: string | null;
  reference: string;
  bookingNumber: string;
  route: string;
  aircraft: string;
  operator: string;
  priceUsd: number;
  link: string;
}

interface Shown {
  reference: string;
  booking: string;
  route: string;
  aircraft: string;
  operator: string;
  price: string;
}

const customer: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `You accepted a quote: booking ${s.booking}`,
    intro: `You accepted ${s.aircraft}, operated by ${s.operator}, for ${s.price} on ${s.route} (${s.reference}). Your booking ${s.booking} now goes to the operator for confirmation; you will get the confirmation with your documents by email.`,
    button: "See your booking",
    ignore: "Questions about your trip? Reply to this email or write to your broker on the booking page.",
  }),
  es: (s) => ({
    subject: `Has aceptado una cotización: reserva ${s.booking}`,
    intro: `Has aceptado ${s.aircraft}, operado por ${s.operator}, por ${s.price} en ${s.route} (${s.reference}). Tu reserva ${s.booking} pasa ahora al operador para su confirmación; recibirás la confirmación con tus documentos por correo.`,
    button: "Ver tu reserva",
    ignore: "¿Preguntas sobre tu viaje? Responde a este correo o escribe a tu bróker en la página de la reserva.",
  }),
  ar: (s) => ({
    subject: `قبلت عرض سعر: الحجز ${s.booking}`,
    intro: `قبلت ${s.aircraft}، تشغّلها ${s.operator}، بسعر ${s.price} على ${s.route} (${s.reference}). ينتقل حجزك ${s.booking} الآن إلى المشغّل لتأكيده؛ وسيصلك التأكيد مع مستنداتك بالبريد الإلكتروني.`,
    button: "اعرض حجزك",
    ignore: "هل لديك أسئلة عن رحلتك؟ ردّ على هذه الرسالة أو اكتب إلى وسيطك في صفحة الحجز.",
  }),
  zh: (s) => ({
    subject: `您已接受报价：预订 ${s.booking}`,
    intro: `您已接受 ${s.aircraft}（由 ${s.operator} 运营），${s.route}（${s.reference}），价格 ${s.price}。您的预订 ${s.booking} 现已提交运营商确认；确认函及相关文件将通过电子邮件发送给您。`,
    button: "查看您的预订",
    ignore: "对行程有疑问？请直接回复此邮件，或在预订页面给您的经纪人留言。",
  }),
};

const staff: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `Quote accepted on ${s.reference}: booking ${s.booking}`,
    intro: `The customer accepted ${s.aircraft} (${s.operator}) for ${s.price} on ${s.route}. Confirm booking ${s.booking} with the operator.`,
    button: "Open the lead",
    ignore: "You get this email for leads assigned to you.",
  }),
  es: (s) => ({
    subject: `Cotización aceptada en ${s.reference}: reserva ${s.booking}`,
    intro: `El cliente aceptó ${s.aircraft} (${s.operator}) por ${s.price} en ${s.route}. Confirma la reserva ${s.booking} con el operador.`,
    button: "Abrir el cliente potencial",
    ignore: "Recibes este correo por los clientes potenciales que tienes asignados.",
  }),
  ar: (s) => ({
    subject: `قُبل عرض السعر في ${s.reference}: الحجز ${s.booking}`,
    intro: `قبل العميل ${s.aircraft} (${s.operator}) بسعر ${s.price} على ${s.route}. أكّد الحجز ${s.booking} مع المشغّل.`,
    button: "افتح العميل المحتمل",
    ignore: "تصلك هذه الرسالة عن العملاء المحتملين المسندين إليك.",
  }),
  zh: (s) => ({
    subject: `${s.reference} 的报价已被接受：预订 ${s.booking}`,
    intro: `客户已接受 ${s.aircraft}（${s.operator}），${s.route}，价格 ${s.price}。请与运营商确认预订 ${s.booking}。`,
    button: "打开线索",
    ignore: "分配给您的线索会发送此邮件。",
  }),
};

function shown(facts: QuoteAcceptedFacts, locale: MailLocale): Shown {
  // Quotes are priced in US dollars; the booking's own currency is on its page.
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    facts.priceUsd,
  );
  return {
    reference: facts.reference,
    booking: facts.bookingNumber,
    route: facts.route,
    aircraft: facts.aircraft,
    operator: facts.operator,
    price,
  };
}

export function quoteAcceptedEmail(facts: QuoteAcceptedFacts, to: "customer" | "staff"): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const copy = (to === "customer" ? customer : staff)[locale](shown(facts, locale));
  return renderAction(locale, copy, facts.name, facts.link);
}

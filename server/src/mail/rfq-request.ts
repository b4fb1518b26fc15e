import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The email an operator's contact gets when staff ask it to quote a trip (a request for quotes),
// in the contact's language. It names the trip only, never the client; the link opens a page
// where the operator answers with an aircraft and a price, or declines. The link works for this
// one request, once, until it expires; the subject carries no part of it.

export interface RfqRequestFacts {
  locale: string | null | undefined;
  /** The operator's contact. */
  name: string | null;
  reference: string;
  route: string;
  passengers: number;
  /** The first departure, local time at its airport: "2027-03-01T09:30". */
  departAt: string;
  expiresAt: Date;
  link: string;
}

interface Shown {
  reference: string;
  route: string;
  passengers: number;
  departAt: string;
  until: string;
}

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `Request for quotes ${s.reference}: ${s.route}`,
    intro: `SkyCharter asks you to quote a charter: ${s.route}, ${s.passengers} passengers, departing ${s.departAt} local time. Answer with an aircraft of your fleet and a price, or decline, on the page below: no account needed. The link works for this request only, once, until ${s.until}.`,
    button: "Answer the request",
    ignore: "If this is not for you, ignore this email: nothing is booked until you answer.",
  }),
  es: (s) => ({
    subject: `Solicitud de cotización ${s.reference}: ${s.route}`,
    intro: `SkyCharter le pide cotizar un vuelo chárter: ${s.route}, ${s.passengers} pasajeros, salida el ${s.departAt} hora local. Responda con una aeronave de su flota y un precio, o rechace, en la página de abajo: no necesita cuenta. El enlace sirve solo para esta solicitud, una vez, hasta el ${s.until}.`,
    button: "Responder a la solicitud",
    ignore: "Si este correo no es para usted, ignórelo: no se reserva nada hasta que responda.",
  }),
  ar: (s) => ({
    subject: `طلب عروض أسعار ${s.reference}: ${s.route}`,
    intro: `تطلب منك SkyCharter تقديم عرض سعر لرحلة مستأجرة: ${s.route}، ${s.passengers} ركاب، المغادرة ${s.departAt} بالتوقيت المحلي. أجب بطائرة من أسطولك وسعر، أو اعتذر، في الصفحة أدناه: لا حاجة إلى حساب. يعمل الرابط لهذا الطلب فقط، مرة واحدة، حتى ${s.until}.`,
    button: "الرد على الطلب",
    ignore: "إذا لم تكن هذه الرسالة موجهة إليك، فتجاهلها: لا يُحجز شيء حتى ترد.",
  }),
  zh: (s) => ({
    subject: `询价请求 ${s.reference}：${s.route}`,
    intro: `SkyCharter 邀请您为一次包机报价：${s.route}，${s.passengers} 位乘客，当地时间 ${s.departAt} 出发。请在下方页面用您机队中的一架飞机和价格回复，或婉拒：无需账户。此链接仅适用于本次请求，只能使用一次，有效期至 ${s.until}。`,
    button: "回复请求",
    ignore: "如果这封邮件不是发给您的，请忽略：在您回复之前不会预订任何内容。",
  }),
};

export function rfqRequestEmail(facts: RfqRequestFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  // The link's end is an instant: shown in UTC so it means one thing wherever the operator reads it.
  const until = `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(facts.expiresAt)} UTC`;
  const departAt = facts.departAt.replace("T", " ");
  const shown = { reference: facts.reference, route: facts.route, passengers: facts.passengers, departAt, until };
  return renderAction(locale, copy[locale](shown), facts.name, facts.link);
}

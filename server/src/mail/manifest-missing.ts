import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The email the booker gets, once, a few days (MANIFEST_REMINDER_DAYS) before the manifest deadline
// staff set, when passengers or their details are still missing; in the booker's language. It says
// how much is missing, never any passenger's details; the link is the booking's request page.

export interface ManifestMissingFacts {
  locale: string | null | undefined;
  name: string | null;
  number: string;
  route: string;
  deadline: Date;
  /** Seats with no passenger named yet, added up over the legs (a round trip for 2 with nobody named: 4). */
  unnamedSeats: number;
  /** Passengers named whose details are not all given. */
  incompletePassengers: number;
  link: string;
}

interface Shown {
  number: string;
  route: string;
  deadline: string;
  unnamed: number;
  incomplete: number;
}

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `Passenger details needed for ${s.number} by ${s.deadline}`,
    intro: `The operator needs the passenger manifest of your booking ${s.number} (${s.route}) by ${s.deadline}. Still missing: ${s.unnamed} seat(s) on its legs without a passenger named, and ${s.incomplete} passenger(s) with details to complete.`,
    button: "Complete the passengers",
    ignore: "You can also send each passenger a link to enter their own details from the same page.",
  }),
  es: (s) => ({
    subject: `Faltan datos de pasajeros para ${s.number} antes del ${s.deadline}`,
    intro: `El operador necesita la lista de pasajeros de su reserva ${s.number} (${s.route}) antes del ${s.deadline}. Falta: ${s.unnamed} plaza(s) en sus tramos sin pasajero y ${s.incomplete} pasajero(s) con datos por completar.`,
    button: "Completar los pasajeros",
    ignore:
      "Desde la misma página también puede enviar a cada pasajero un enlace para que introduzca sus propios datos.",
  }),
  ar: (s) => ({
    subject: `بيانات الركاب مطلوبة للحجز ${s.number} قبل ${s.deadline}`,
    intro: `يحتاج المشغّل إلى قائمة ركاب حجزك ${s.number} (${s.route}) قبل ${s.deadline}. ما زال ناقصاً: ${s.unnamed} مقعد في رحلاته بلا راكب مسمّى، و${s.incomplete} راكب بيانات ناقصة.`,
    button: "إكمال بيانات الركاب",
    ignore: "يمكنك أيضاً من الصفحة نفسها أن ترسل إلى كل راكب رابطاً ليُدخل بياناته بنفسه.",
  }),
  zh: (s) => ({
    subject: `请在 ${s.deadline} 前补全 ${s.number} 的乘客信息`,
    intro: `运营人需要在 ${s.deadline} 前收到您的预订 ${s.number}（${s.route}）的乘客名单。仍缺少：各航段共 ${s.unnamed} 个座位尚未填写乘客，${s.incomplete} 位乘客的信息不完整。`,
    button: "补全乘客信息",
    ignore: "您也可以在同一页面向每位乘客发送链接，让他们自行填写信息。",
  }),
};

export function manifestMissingEmail(facts: ManifestMissingFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const deadline = `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(facts.deadline)} UTC`;
  const shown = {
    number: facts.number,
    route: facts.route,
    deadline,
    unnamed: facts.unnamedSeats,
    incomplete: facts.incompletePassengers,
  };
  return renderAction(locale, copy[locale](shown), facts.name, facts.link);
}

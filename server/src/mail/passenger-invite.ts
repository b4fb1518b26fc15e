import {
  greetingName,
  renderAction,
  resolveMailLocale,
  type ActionCopy,
  type MailLocale,
  type RenderedMail,
} from "./templates.js";

// The email a passenger gets when the person who booked asks them to enter their own details
// (name, birth date, nationality, passport) for the manifest, in the language the booker chose
// for them. It names the trip and the booker's name only; the link opens a page without an
// account, works once, until it expires, and the subject carries no part of it.

export interface PassengerInviteFacts {
  locale: string | null | undefined;
  /** Who booked, as their account names them: the passenger should know who is asking. */
  bookerName: string | null;
  route: string;
  /** The first leg the passenger flies, local time at its airport: "2027-03-01T09:30". */
  departAt: string;
  expiresAt: Date;
  link: string;
}

interface Shown {
  booker: string;
  route: string;
  departAt: string;
  until: string;
}

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: "Your passport details for your private flight",
    intro: `${s.booker} has booked you on a private flight with SkyCharter: ${s.route}, departing ${s.departAt} local time. The operator needs each passenger's name, date of birth, nationality and passport. Enter yours on the page below: no account needed. Your details are encrypted; ${s.booker} sees them only partly. The link works once, until ${s.until}.`,
    button: "Enter my details",
    ignore: "If you are not flying on this trip, ignore this email: nothing is shared until you enter your details.",
  }),
  es: (s) => ({
    subject: "Sus datos de pasaporte para su vuelo privado",
    intro: `${s.booker} le ha reservado un vuelo privado con SkyCharter: ${s.route}, salida el ${s.departAt} hora local. El operador necesita el nombre, la fecha de nacimiento, la nacionalidad y el pasaporte de cada pasajero. Introduzca los suyos en la página de abajo: no necesita cuenta. Sus datos se guardan cifrados; ${s.booker} solo los ve en parte. El enlace sirve una vez, hasta el ${s.until}.`,
    button: "Introducir mis datos",
    ignore: "Si no viaja en este vuelo, ignore este correo: no se comparte nada hasta que introduzca sus datos.",
  }),
  ar: (s) => ({
    subject: "بيانات جواز سفرك لرحلتك الخاصة",
    intro: `حجز لك ${s.booker} رحلة خاصة مع SkyCharter: ${s.route}، المغادرة ${s.departAt} بالتوقيت المحلي. يحتاج المشغّل إلى اسم كل راكب وتاريخ ميلاده وجنسيته وجواز سفره. أدخل بياناتك في الصفحة أدناه: لا حاجة إلى حساب. تُحفظ بياناتك مشفّرة، ولا يرى ${s.booker} إلا جزءاً منها. يعمل الرابط مرة واحدة حتى ${s.until}.`,
    button: "إدخال بياناتي",
    ignore: "إذا لم تكن مسافراً في هذه الرحلة، فتجاهل هذه الرسالة: لا يُشارك شيء حتى تُدخل بياناتك.",
  }),
  zh: (s) => ({
    subject: "请填写您私人航班的护照信息",
    intro: `${s.booker} 已通过 SkyCharter 为您预订私人航班：${s.route}，当地时间 ${s.departAt} 出发。运营人需要每位乘客的姓名、出生日期、国籍和护照信息。请在下方页面填写您的信息：无需账户。您的信息将加密保存，${s.booker} 只能看到部分内容。此链接只能使用一次，有效期至 ${s.until}。`,
    button: "填写我的信息",
    ignore: "如果您不乘坐此航班，请忽略此邮件：在您填写之前不会共享任何信息。",
  }),
};

const SOMEONE: Record<MailLocale, string> = { en: "Someone", es: "Alguien", ar: "أحد العملاء", zh: "有人" };

export function passengerInviteEmail(facts: PassengerInviteFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  // The link's end is an instant: shown in UTC so it means one thing wherever the passenger reads it.
  const until = `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(facts.expiresAt)} UTC`;
  // The booker's name is anyone's text in a message to a stranger: shown only as a greeting's name may be.
  const booker = greetingName(facts.bookerName) ?? SOMEONE[locale];
  const shown = { booker, route: facts.route, departAt: facts.departAt.replace("T", " "), until };
  return renderAction(locale, copy[locale](shown), null, facts.link);
}

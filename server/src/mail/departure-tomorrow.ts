import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The day before a leg departs: where and when, in the departure airport's local time.

export interface DepartureTomorrowFacts {
  locale: string | null | undefined;
  name: string | null;
  bookingNumber: string;
  fromName: string;
  fromCode: string;
  toCode: string;
  /** Local time at the departure airport: "2027-03-01T09:30". */
  departLocal: string;
  aircraft: string;
  operator: string;
  link: string;
}

interface Shown {
  booking: string;
  from: string;
  leg: string;
  at: string;
  aircraft: string;
  operator: string;
}

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `Tomorrow: ${s.leg} (${s.booking})`,
    intro: `Your flight ${s.leg} leaves from ${s.from} at ${s.at} local time, on ${s.aircraft} operated by ${s.operator}. Please be at the private terminal 30 minutes before departure with your passports.`,
    button: "See your trip",
    ignore: "Something changed? Reply to this email and your broker will help at once.",
  }),
  es: (s) => ({
    subject: `Mañana: ${s.leg} (${s.booking})`,
    intro: `Tu vuelo ${s.leg} sale de ${s.from} a las ${s.at} hora local, en ${s.aircraft} operado por ${s.operator}. Preséntate en la terminal privada 30 minutos antes de la salida con tus pasaportes.`,
    button: "Ver tu viaje",
    ignore: "¿Ha cambiado algo? Responde a este correo y tu bróker te ayudará enseguida.",
  }),
  ar: (s) => ({
    subject: `غدًا: ${s.leg} (${s.booking})`,
    intro: `تغادر رحلتك ${s.leg} من ${s.from} في ${s.at} بالتوقيت المحلي، على متن ${s.aircraft} التي تشغّلها ${s.operator}. يُرجى الحضور إلى صالة الطيران الخاص قبل المغادرة بـ30 دقيقة مع جوازات السفر.`,
    button: "اعرض رحلتك",
    ignore: "هل تغيّر شيء؟ ردّ على هذه الرسالة وسيساعدك وسيطك فورًا.",
  }),
  zh: (s) => ({
    subject: `明天出发：${s.leg}（${s.booking}）`,
    intro: `您的航班 ${s.leg} 将于当地时间 ${s.at} 从 ${s.from} 起飞，机型 ${s.aircraft}，由 ${s.operator} 运营。请携带护照于起飞前 30 分钟抵达公务机航站楼。`,
    button: "查看您的行程",
    ignore: "行程有变？请直接回复此邮件，您的经纪人会立即协助。",
  }),
};

export function departureTomorrowEmail(facts: DepartureTomorrowFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const [date = "", time = ""] = facts.departLocal.split("T");
  const shown = {
    booking: facts.bookingNumber,
    from: `${facts.fromName} (${facts.fromCode})`,
    leg: `${facts.fromCode} → ${facts.toCode}`,
    at: `${date} ${time}`,
    aircraft: facts.aircraft,
    operator: facts.operator,
  };
  return renderAction(locale, copy[locale](shown), facts.name, facts.link);
}

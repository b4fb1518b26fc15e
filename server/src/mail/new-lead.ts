import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// What a staff member hears of new leads, by their own setting (staff_preference): one email per
// lead as it arrives, or one digest a day listing the leads since the last one.

export interface NewLeadFacts {
  locale: string | null | undefined;
  name: string | null;
  contactName: string;
  reference: string;
  route: string;
  passengers: number;
  departLocal: string;
  /** The lead in the back office. */
  link: string;
}

export interface LeadDigestFacts {
  locale: string | null | undefined;
  name: string | null;
  /** One line per lead: "Amira Haddad, SR-1042, LBG → DXB". */
  leads: string[];
  /** The lead board. */
  link: string;
}

type Shown = Omit<NewLeadFacts, "locale" | "name" | "link">;

const single: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `New lead: ${s.contactName}, ${s.route}`,
    intro: `${s.contactName} asked for a charter (${s.reference}): ${s.route}, ${s.passengers} passengers, departing ${s.departLocal} local time.`,
    button: "Open the lead",
    ignore: "You get this email for each new lead. Change it under My settings in the back office.",
  }),
  es: (s) => ({
    subject: `Nuevo cliente potencial: ${s.contactName}, ${s.route}`,
    intro: `${s.contactName} ha pedido un vuelo chárter (${s.reference}): ${s.route}, ${s.passengers} pasajeros, salida el ${s.departLocal} hora local.`,
    button: "Abrir el cliente potencial",
    ignore: "Recibes este correo por cada cliente potencial nuevo. Cámbialo en Mis ajustes del back office.",
  }),
  ar: (s) => ({
    subject: `عميل محتمل جديد: ${s.contactName}، ${s.route}`,
    intro: `طلب ${s.contactName} رحلة خاصة (${s.reference}): ${s.route}، ${s.passengers} ركاب، المغادرة ${s.departLocal} بالتوقيت المحلي.`,
    button: "افتح العميل المحتمل",
    ignore: "تصلك هذه الرسالة مع كل عميل محتمل جديد. غيّر ذلك من «إعداداتي» في لوحة الإدارة.",
  }),
  zh: (s) => ({
    subject: `新线索：${s.contactName}，${s.route}`,
    intro: `${s.contactName} 提交了包机申请（${s.reference}）：${s.route}，${s.passengers} 位乘客，当地时间 ${s.departLocal} 出发。`,
    button: "打开线索",
    ignore: "每有新线索您都会收到此邮件。可在后台的“我的设置”中更改。",
  }),
};

const digest: Record<MailLocale, (count: number, list: string) => ActionCopy> = {
  en: (count, list) => ({
    subject: `${count} new lead${count === 1 ? "" : "s"} since your last digest`,
    intro: `New since your last digest: ${list}.`,
    button: "Open the lead board",
    ignore: "You get one digest a day. Change it under My settings in the back office.",
  }),
  es: (count, list) => ({
    subject: `${count} ${count === 1 ? "cliente potencial nuevo" : "clientes potenciales nuevos"} desde tu último resumen`,
    intro: `Nuevos desde tu último resumen: ${list}.`,
    button: "Abrir el tablero",
    ignore: "Recibes un resumen al día. Cámbialo en Mis ajustes del back office.",
  }),
  ar: (count, list) => ({
    subject: `عملاء محتملون جدد منذ آخر ملخص: ${count}`,
    intro: `الجديد منذ آخر ملخص: ${list}.`,
    button: "افتح لوحة العملاء المحتملين",
    ignore: "يصلك ملخص واحد يوميًا. غيّر ذلك من «إعداداتي» في لوحة الإدارة.",
  }),
  zh: (count, list) => ({
    subject: `自上次摘要以来有 ${count} 条新线索`,
    intro: `自上次摘要以来的新线索：${list}。`,
    button: "打开线索看板",
    ignore: "您每天会收到一封摘要。可在后台的“我的设置”中更改。",
  }),
};

export function newLeadEmail(facts: NewLeadFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const shown = {
    contactName: facts.contactName,
    reference: facts.reference,
    route: facts.route,
    passengers: facts.passengers,
    departLocal: facts.departLocal.replace("T", " "),
  };
  return renderAction(locale, single[locale](shown), facts.name, facts.link);
}

export function leadDigestEmail(facts: LeadDigestFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const separator = locale === "zh" ? "；" : locale === "ar" ? "؛ " : "; ";
  return renderAction(locale, digest[locale](facts.leads.length, facts.leads.join(separator)), facts.name, facts.link);
}

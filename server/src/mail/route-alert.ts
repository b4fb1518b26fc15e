import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// Route alerts (modules/empty-legs): the double opt-in's confirmation, and the news of a matching
// empty leg. Every alert email ends with its one-click unsubscribe link (the headers carry it too).

export interface RouteAlertConfirmFacts {
  locale: string | null | undefined;
  /** "London → Paris", as the visitor asked. */
  route: string;
  link: string;
}

const confirmCopy: Record<MailLocale, (route: string) => ActionCopy> = {
  en: (route) => ({
    subject: "Confirm your SkyCharter empty-leg alert",
    intro: `You asked to hear about empty legs on ${route}. Confirm this address and we will email you when one is published (at most twice a week).`,
    button: "Confirm the alert",
    ignore: "Did not ask for it? Ignore this email: without confirmation you will receive nothing.",
  }),
  es: (route) => ({
    subject: "Confirma tu alerta de vuelos vacíos de SkyCharter",
    intro: `Pediste recibir avisos de vuelos vacíos en ${route}. Confirma esta dirección y te escribiremos cuando se publique uno (como máximo dos veces por semana).`,
    button: "Confirmar la alerta",
    ignore: "¿No lo pediste? Ignora este correo: sin confirmación no recibirás nada.",
  }),
  ar: (route) => ({
    subject: "أكّد تنبيه رحلات العودة الفارغة من SkyCharter",
    intro: `طلبت أن نُعلمك برحلات العودة الفارغة على ${route}. أكّد هذا العنوان وسنراسلك عند نشر رحلة منها (مرتين في الأسبوع على الأكثر).`,
    button: "تأكيد التنبيه",
    ignore: "لم تطلب ذلك؟ تجاهل هذه الرسالة: لن يصلك شيء من دون تأكيد.",
  }),
  zh: (route) => ({
    subject: "请确认您的 SkyCharter 空载航段提醒",
    intro: `您希望在 ${route} 有空载航段时收到通知。请确认此邮箱地址，一旦有航段发布我们将通知您（每周最多两次）。`,
    button: "确认提醒",
    ignore: "并非您本人申请？请忽略此邮件：未经确认，您不会收到任何邮件。",
  }),
};

export function routeAlertConfirmEmail(facts: RouteAlertConfirmFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  return renderAction(locale, confirmCopy[locale](facts.route), null, facts.link);
}

export interface RouteAlertLegFacts {
  locale: string | null | undefined;
  route: string;
  /** The departure window as local times at the departure airport, already formatted. */
  window: string;
  aircraft: string;
  seats: number;
  priceUsd: number;
  /** The booking form with the leg filled in. */
  link: string;
  unsubscribeLink: string;
}

interface LegShown {
  route: string;
  window: string;
  aircraft: string;
  seats: number;
  price: string;
  unsubscribe: string;
}

const legCopy: Record<MailLocale, (s: LegShown) => ActionCopy> = {
  en: (s) => ({
    subject: `Empty leg: ${s.route}`,
    intro: `An empty leg on your route is published.\n\n${s.route}\nDeparture between ${s.window} (local time)\n${s.aircraft}, ${s.seats} seats\n${s.price}`,
    button: "Request this leg",
    ignore: `Stop these alerts with one click: ${s.unsubscribe}`,
  }),
  es: (s) => ({
    subject: `Vuelo vacío: ${s.route}`,
    intro: `Se ha publicado un vuelo vacío en tu ruta.\n\n${s.route}\nSalida entre ${s.window} (hora local)\n${s.aircraft}, ${s.seats} plazas\n${s.price}`,
    button: "Solicitar este vuelo",
    ignore: `Deja de recibir estas alertas con un clic: ${s.unsubscribe}`,
  }),
  ar: (s) => ({
    subject: `رحلة عودة فارغة: ${s.route}`,
    intro: `نُشرت رحلة عودة فارغة على مسارك.\n\n${s.route}\nالإقلاع بين ${s.window} (بالتوقيت المحلي)\n${s.aircraft}، ${s.seats} مقاعد\n${s.price}`,
    button: "اطلب هذه الرحلة",
    ignore: `أوقف هذه التنبيهات بنقرة واحدة: ${s.unsubscribe}`,
  }),
  zh: (s) => ({
    subject: `空载航段：${s.route}`,
    intro: `您关注的航线发布了一个空载航段。\n\n${s.route}\n起飞时间：${s.window}（当地时间）\n${s.aircraft}，${s.seats} 个座位\n${s.price}`,
    button: "申请此航段",
    ignore: `一键退订这些提醒：${s.unsubscribe}`,
  }),
};

export function routeAlertLegEmail(facts: RouteAlertLegFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    facts.priceUsd,
  );
  const shown = { ...facts, price, unsubscribe: facts.unsubscribeLink };
  return renderAction(locale, legCopy[locale](shown), null, facts.link);
}

const anywhere: Record<MailLocale, string> = { en: "anywhere", es: "cualquier lugar", ar: "أي مكان", zh: "任意地点" };

/** "London (LHR) → Paris"; an open end reads "anywhere" in the reader's language. */
export function routeLabel(locale: MailLocale, from: string | null, to: string | null): string {
  return `${from ?? anywhere[locale]} → ${to ?? anywhere[locale]}`;
}

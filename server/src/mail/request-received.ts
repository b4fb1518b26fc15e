import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The customer's receipt for a request, sent the moment it is stored: what we received, that a
// broker is on it, and where the quotes will appear.

export interface RequestReceivedFacts {
  locale: string | null | undefined;
  name: string | null;
  reference: string;
  route: string;
  passengers: number;
  /** The first departure, local time at its airport: "2027-03-01T09:30". */
  departLocal: string;
  link: string;
}

type Shown = Omit<RequestReceivedFacts, "locale" | "name" | "link">;

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `We received your request ${s.reference}`,
    intro: `Thank you: your charter request ${s.reference} (${s.route}, ${s.passengers} passengers, departing ${s.departLocal} local time) is with our brokers. We ask operators for aircraft and prices now and send you quotes to compare, usually within a few hours.`,
    button: "Follow your request",
    ignore: "Sign in with this email address to follow the request. Questions? Reply to this email.",
  }),
  es: (s) => ({
    subject: `Hemos recibido tu solicitud ${s.reference}`,
    intro: `Gracias: tu solicitud de vuelo chárter ${s.reference} (${s.route}, ${s.passengers} pasajeros, salida el ${s.departLocal} hora local) ya está con nuestros brókeres. Pedimos ahora aeronaves y precios a los operadores y te enviaremos cotizaciones para comparar, normalmente en pocas horas.`,
    button: "Seguir tu solicitud",
    ignore: "Inicia sesión con esta dirección de correo para seguir la solicitud. ¿Preguntas? Responde a este correo.",
  }),
  ar: (s) => ({
    subject: `استلمنا طلبك ${s.reference}`,
    intro: `شكرًا لك: طلب رحلتك الخاصة ${s.reference} (${s.route}، ${s.passengers} ركاب، المغادرة ${s.departLocal} بالتوقيت المحلي) بين أيدي وسطائنا. نطلب الآن الطائرات والأسعار من المشغّلين وسنرسل إليك عروضًا للمقارنة، عادةً خلال ساعات قليلة.`,
    button: "تابِع طلبك",
    ignore: "سجّل الدخول بعنوان البريد الإلكتروني هذا لمتابعة الطلب. هل لديك أسئلة؟ ردّ على هذه الرسالة.",
  }),
  zh: (s) => ({
    subject: `我们已收到您的申请 ${s.reference}`,
    intro: `感谢您：您的包机申请 ${s.reference}（${s.route}，${s.passengers} 位乘客，当地时间 ${s.departLocal} 出发）已交由我们的经纪人处理。我们正在向运营商询问机型和价格，通常会在几小时内把可供比较的报价发给您。`,
    button: "查看申请进度",
    ignore: "请使用此邮箱地址登录以查看申请进度。如有疑问，请直接回复此邮件。",
  }),
};

export function requestReceivedEmail(facts: RequestReceivedFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const shown = {
    reference: facts.reference,
    route: facts.route,
    passengers: facts.passengers,
    departLocal: facts.departLocal.replace("T", " "),
  };
  return renderAction(locale, copy[locale](shown), facts.name, facts.link);
}

import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The applicant hears staff's decision on an affiliate application (affiliates.service.ts) in the
// language they applied in: on approval their code, share and where to follow their referrals; on
// rejection the reason staff gave.

export type AffiliateDecisionFacts =
  | {
      approved: true;
      locale: string | null | undefined;
      name: string;
      referralCode: string;
      ratePercent: number;
      /** The site's home page carrying the code: what they share. */
      shareLink: string;
      /** Their affiliate page (a customer sign-in with the application's email). */
      link: string;
    }
  | { approved: false; locale: string | null | undefined; name: string; reason: string; link: string };

interface Approved {
  code: string;
  rate: string;
  share: string;
}

const approvedCopy: Record<MailLocale, (s: Approved) => ActionCopy> = {
  en: (s) => ({
    subject: "Welcome to the SkyCharter affiliate programme",
    intro: `Your application is approved. Your referral code is ${s.code} and you earn ${s.rate} of the price of every booking it brings.\n\nShare this link: ${s.share}`,
    button: "Open your affiliate page",
    ignore:
      "Sign in, or create an account, with this email address to follow your referrals, won bookings and commissions.",
  }),
  es: (s) => ({
    subject: "Bienvenido al programa de afiliados de SkyCharter",
    intro: `Tu solicitud ha sido aprobada. Tu código de referido es ${s.code} y ganas el ${s.rate} del precio de cada reserva que traiga.\n\nComparte este enlace: ${s.share}`,
    button: "Abrir tu página de afiliado",
    ignore:
      "Inicia sesión, o crea una cuenta, con esta dirección de correo para seguir tus referidos, reservas ganadas y comisiones.",
  }),
  ar: (s) => ({
    subject: "مرحبًا بك في برنامج الشركاء لدى SkyCharter",
    intro: `تمت الموافقة على طلبك. رمز الإحالة الخاص بك هو ${s.code} وتحصل على ${s.rate} من سعر كل حجز يأتي عن طريقه.\n\nشارك هذا الرابط: ${s.share}`,
    button: "افتح صفحة الشريك الخاصة بك",
    ignore: "سجّل الدخول، أو أنشئ حسابًا، بعنوان البريد الإلكتروني هذا لمتابعة إحالاتك وحجوزاتك المؤكدة وعمولاتك.",
  }),
  zh: (s) => ({
    subject: "欢迎加入 SkyCharter 推广合作计划",
    intro: `您的申请已获批准。您的推荐码是 ${s.code}，每笔由它带来的预订，您可获得价格的 ${s.rate} 作为佣金。\n\n请分享此链接：${s.share}`,
    button: "打开您的推广合作页面",
    ignore: "请使用此邮箱地址登录或注册账户，即可查看您的推荐、成交预订和佣金。",
  }),
};

const rejectedCopy: Record<MailLocale, (reason: string) => ActionCopy> = {
  en: (reason) => ({
    subject: "Your SkyCharter affiliate application",
    intro: `Thank you for applying to the SkyCharter affiliate programme. We are unable to accept your application.\n\nReason: ${reason}`,
    button: "About the programme",
    ignore: "You are welcome to apply again later. Questions? Reply to this email.",
  }),
  es: (reason) => ({
    subject: "Tu solicitud de afiliado de SkyCharter",
    intro: `Gracias por solicitar unirte al programa de afiliados de SkyCharter. No podemos aceptar tu solicitud.\n\nMotivo: ${reason}`,
    button: "Sobre el programa",
    ignore: "Puedes volver a solicitarlo más adelante. ¿Tienes preguntas? Responde a este correo.",
  }),
  ar: (reason) => ({
    subject: "طلب انضمامك إلى برنامج الشركاء لدى SkyCharter",
    intro: `شكرًا لتقديمك طلب الانضمام إلى برنامج الشركاء لدى SkyCharter. يتعذّر علينا قبول طلبك.\n\nالسبب: ${reason}`,
    button: "عن البرنامج",
    ignore: "يسعدنا أن تتقدّم بطلب جديد لاحقًا. هل لديك أسئلة؟ ردّ على هذه الرسالة.",
  }),
  zh: (reason) => ({
    subject: "您的 SkyCharter 推广合作申请",
    intro: `感谢您申请加入 SkyCharter 推广合作计划。很遗憾，我们无法接受您的申请。\n\n原因：${reason}`,
    button: "了解该计划",
    ignore: "欢迎您日后再次申请。如有疑问，请直接回复此邮件。",
  }),
};

export function affiliateDecisionEmail(facts: AffiliateDecisionFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  if (!facts.approved) return renderAction(locale, rejectedCopy[locale](facts.reason), facts.name, facts.link);
  const rate = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    facts.ratePercent / 100,
  );
  const shown = { code: facts.referralCode, rate, share: facts.shareLink };
  return renderAction(locale, approvedCopy[locale](shown), facts.name, facts.link);
}

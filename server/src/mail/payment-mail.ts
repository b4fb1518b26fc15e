import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The two emails of a booking's payment schedule, in the customer's language: "payment received"
// when staff record a payment, and "payment due" a few days before the deposit's or the balance's
// due date (payments/payment-reminders.ts). Amounts are in the booking's currency.

interface BookingMoney {
  locale: string | null | undefined;
  name: string | null;
  /** "BK-100001". */
  number: string;
  route: string;
  currency: string;
  /** Paid and kept so far, and still to pay, in the booking's currency. */
  paid: number;
  outstanding: number;
  /** The booking's page, with the schedule and the bank details. */
  link: string;
}

export interface PaymentReceivedFacts extends BookingMoney {
  amount: number;
  /** The day the money arrived, "2026-12-01". */
  receivedOn: string;
}

export interface PaymentDueFacts extends BookingMoney {
  installment: "DEPOSIT" | "BALANCE";
  /** What is left to pay of this installment. */
  amount: number;
  dueAt: Date;
  /** The reference to quote on the transfer. */
  reference: string;
}

interface ReceivedShown {
  number: string;
  route: string;
  amount: string;
  on: string;
  paid: string;
  outstanding: string;
}

interface DueShown {
  number: string;
  route: string;
  amount: string;
  due: string;
  outstanding: string;
  reference: string;
}

const received: Record<MailLocale, (s: ReceivedShown) => ActionCopy> = {
  en: (s) => ({
    subject: `Payment received for your booking ${s.number}`,
    intro: `We received ${s.amount} on ${s.on} for your trip ${s.route} (${s.number}). Paid so far: ${s.paid}. Still to pay: ${s.outstanding}.`,
    button: "View your booking",
    ignore: "Questions about your payment? Reply to this email and your broker will answer.",
  }),
  es: (s) => ({
    subject: `Pago recibido para tu reserva ${s.number}`,
    intro: `Hemos recibido ${s.amount} el ${s.on} para tu viaje ${s.route} (${s.number}). Pagado hasta ahora: ${s.paid}. Pendiente: ${s.outstanding}.`,
    button: "Ver tu reserva",
    ignore: "¿Tienes preguntas sobre tu pago? Responde a este correo y tu bróker te contestará.",
  }),
  ar: (s) => ({
    subject: `تم استلام دفعة لحجزك ${s.number}`,
    intro: `استلمنا ${s.amount} بتاريخ ${s.on} لرحلتك ${s.route} (${s.number}). المدفوع حتى الآن: ${s.paid}. المتبقي: ${s.outstanding}.`,
    button: "عرض حجزك",
    ignore: "هل لديك أسئلة عن دفعتك؟ ردّ على هذه الرسالة وسيجيبك الوسيط.",
  }),
  zh: (s) => ({
    subject: `已收到您的预订 ${s.number} 的付款`,
    intro: `我们已于 ${s.on} 收到您的行程 ${s.route}（${s.number}）的付款 ${s.amount}。目前已付：${s.paid}。尚需支付：${s.outstanding}。`,
    button: "查看您的预订",
    ignore: "对付款有疑问？请直接回复此邮件，您的经纪人会为您解答。",
  }),
};

const due: Record<MailLocale, (s: DueShown, kind: PaymentDueFacts["installment"]) => ActionCopy> = {
  en: (s, kind) => ({
    subject: `${kind === "DEPOSIT" ? "Deposit" : "Balance"} due on ${s.due} for your booking ${s.number}`,
    intro: `The ${kind === "DEPOSIT" ? "deposit" : "balance"} of ${s.amount} for your trip ${s.route} (${s.number}) is due on ${s.due}. Please pay by bank transfer with the reference ${s.reference}; the bank details are on your booking page. Still to pay in all: ${s.outstanding}.`,
    button: "View the bank details",
    ignore: "Already paid? Thank you: transfers can take a few days to reach us, and we will confirm by email.",
  }),
  es: (s, kind) => ({
    subject: `${kind === "DEPOSIT" ? "Depósito" : "Saldo"} con vencimiento el ${s.due} para tu reserva ${s.number}`,
    intro: `El ${kind === "DEPOSIT" ? "depósito" : "saldo"} de ${s.amount} de tu viaje ${s.route} (${s.number}) vence el ${s.due}. Págalo por transferencia bancaria con la referencia ${s.reference}; los datos bancarios están en la página de tu reserva. Pendiente en total: ${s.outstanding}.`,
    button: "Ver los datos bancarios",
    ignore:
      "¿Ya has pagado? Gracias: las transferencias pueden tardar unos días en llegar y te lo confirmaremos por correo.",
  }),
  ar: (s, kind) => ({
    subject: `${kind === "DEPOSIT" ? "الدفعة المقدّمة" : "الرصيد"} مستحق في ${s.due} لحجزك ${s.number}`,
    intro: `${kind === "DEPOSIT" ? "الدفعة المقدّمة" : "الرصيد"} البالغ ${s.amount} لرحلتك ${s.route} (${s.number}) مستحق في ${s.due}. يُرجى الدفع بتحويل مصرفي مع المرجع ${s.reference}؛ بيانات الحساب المصرفي في صفحة حجزك. إجمالي المتبقي: ${s.outstanding}.`,
    button: "عرض بيانات الحساب المصرفي",
    ignore: "هل دفعت بالفعل؟ شكرًا لك: قد يستغرق وصول التحويل بضعة أيام، وسنؤكّد الاستلام بالبريد الإلكتروني.",
  }),
  zh: (s, kind) => ({
    subject: `您的预订 ${s.number} 的${kind === "DEPOSIT" ? "定金" : "余款"}将于 ${s.due} 到期`,
    intro: `您的行程 ${s.route}（${s.number}）的${kind === "DEPOSIT" ? "定金" : "余款"} ${s.amount} 将于 ${s.due} 到期。请通过银行转账支付，并注明参考号 ${s.reference}；银行信息见您的预订页面。总计尚需支付：${s.outstanding}。`,
    button: "查看银行信息",
    ignore: "已经付款？谢谢：转账可能需要几天才能到账，到账后我们会通过邮件确认。",
  }),
};

const moneyIn = (locale: MailLocale, currency: string) => (amount: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);

export function paymentReceivedEmail(facts: PaymentReceivedFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const money = moneyIn(locale, facts.currency);
  const on = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${facts.receivedOn}T00:00:00Z`),
  );
  const shown = {
    number: facts.number,
    route: facts.route,
    amount: money(facts.amount),
    on,
    paid: money(facts.paid),
    outstanding: money(facts.outstanding),
  };
  return renderAction(locale, received[locale](shown), facts.name, facts.link);
}

export function paymentDueEmail(facts: PaymentDueFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const money = moneyIn(locale, facts.currency);
  // A due date is a day: shown in UTC so it means one day everywhere.
  const dueDay = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(facts.dueAt);
  const shown = {
    number: facts.number,
    route: facts.route,
    amount: money(facts.amount),
    due: dueDay,
    outstanding: money(facts.outstanding),
    reference: facts.reference,
  };
  return renderAction(locale, due[locale](shown, facts.installment), facts.name, facts.link);
}

import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// Sent when staff confirm a booking with the operator; the confirmation PDF and a calendar file
// with every leg travel with it (attached by the caller).

export interface BookingConfirmedFacts {
  locale: string | null | undefined;
  name: string | null;
  bookingNumber: string;
  confirmationCode: string;
  route: string;
  aircraft: string;
  operator: string;
  link: string;
}

type Shown = Omit<BookingConfirmedFacts, "locale" | "name" | "link">;

const copy: Record<MailLocale, (s: Shown) => ActionCopy> = {
  en: (s) => ({
    subject: `Booking ${s.bookingNumber} confirmed`,
    intro: `Your flight ${s.route} is confirmed: ${s.aircraft}, operated by ${s.operator}. Confirmation code ${s.confirmationCode}. Your confirmation (PDF) and a calendar file with each leg are attached.`,
    button: "See your booking",
    ignore: "Add passenger details and follow payments on the booking page. Questions? Reply to this email.",
  }),
  es: (s) => ({
    subject: `Reserva ${s.bookingNumber} confirmada`,
    intro: `Tu vuelo ${s.route} está confirmado: ${s.aircraft}, operado por ${s.operator}. Código de confirmación ${s.confirmationCode}. Adjuntamos tu confirmación (PDF) y un archivo de calendario con cada tramo.`,
    button: "Ver tu reserva",
    ignore:
      "Añade los datos de los pasajeros y sigue los pagos en la página de la reserva. ¿Preguntas? Responde a este correo.",
  }),
  ar: (s) => ({
    subject: `تم تأكيد الحجز ${s.bookingNumber}`,
    intro: `تم تأكيد رحلتك ${s.route}: ${s.aircraft}، تشغّلها ${s.operator}. رمز التأكيد ${s.confirmationCode}. أرفقنا تأكيدك (PDF) وملف تقويم يضم كل مرحلة من الرحلة.`,
    button: "اعرض حجزك",
    ignore: "أضف بيانات الركاب وتابع الدفعات في صفحة الحجز. هل لديك أسئلة؟ ردّ على هذه الرسالة.",
  }),
  zh: (s) => ({
    subject: `预订 ${s.bookingNumber} 已确认`,
    intro: `您的航班 ${s.route} 已确认：${s.aircraft}，由 ${s.operator} 运营。确认码 ${s.confirmationCode}。附件为您的确认函（PDF）及包含每段航程的日历文件。`,
    button: "查看您的预订",
    ignore: "请在预订页面填写乘客信息并查看付款情况。如有疑问，请直接回复此邮件。",
  }),
};

export function bookingConfirmedEmail(facts: BookingConfirmedFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const { locale: _locale, name, link, ...shown } = facts;
  return renderAction(locale, copy[locale](shown), name, link);
}

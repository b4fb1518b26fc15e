import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The email a message left unread in a request's conversation sends its reader, once, in their
// language (modules/conversations/unread-mail.ts): to the customer for the broker's messages, to
// the lead's assignee for the customer's. It carries the messages' text and a link to the thread.

export interface UnreadMessagesFacts {
  locale: string | null | undefined;
  /** The reader's name, for the greeting. */
  name: string | null;
  /** Who wrote: the customer's name for staff; for the customer, the broker. */
  from: string;
  reference: string;
  /** The unread messages' text, oldest first (the latest few). */
  messages: string[];
  /** Written by staff to the customer, or by the customer to staff. */
  toCustomer: boolean;
  link: string;
}

interface Shown {
  from: string;
  reference: string;
  count: number;
}

type Copy = { customer: (s: Shown) => ActionCopy; staff: (s: Shown) => ActionCopy };

const copy: Record<MailLocale, Copy> = {
  en: {
    customer: (s) => ({
      subject: `Your broker wrote to you about ${s.reference}`,
      intro: `Your SkyCharter broker wrote to you about your request ${s.reference}:`,
      button: "Read and reply",
      ignore:
        "We send this once, when a message has waited unread on the site for a while. Reply on your request's page.",
    }),
    staff: (s) => ({
      subject: `Unread message from ${s.from} on ${s.reference}`,
      intro: `${s.from} wrote about request ${s.reference}, and it has not been read yet:`,
      button: "Open the lead",
      ignore:
        "You get this as the lead's assignee (or the last broker to answer). Reply in the back office, where the customer sees it at once.",
    }),
  },
  es: {
    customer: (s) => ({
      subject: `Tu bróker te ha escrito sobre ${s.reference}`,
      intro: `Tu bróker de SkyCharter te ha escrito sobre tu solicitud ${s.reference}:`,
      button: "Leer y responder",
      ignore:
        "Enviamos este correo una sola vez, cuando un mensaje lleva un tiempo sin leerse en el sitio. Responde en la página de tu solicitud.",
    }),
    staff: (s) => ({
      subject: `Mensaje sin leer de ${s.from} en ${s.reference}`,
      intro: `${s.from} escribió sobre la solicitud ${s.reference} y todavía nadie lo ha leído:`,
      button: "Abrir el lead",
      ignore:
        "Lo recibes como responsable del lead (o como el último bróker que respondió). Responde en el back office: el cliente lo verá al instante.",
    }),
  },
  ar: {
    customer: (s) => ({
      subject: `راسلك الوسيط بخصوص ${s.reference}`,
      intro: `كتب إليك وسيط SkyCharter بخصوص طلبك ${s.reference}:`,
      button: "اقرأ وردّ",
      ignore: "نرسل هذه الرسالة مرة واحدة فقط، عندما تبقى رسالة غير مقروءة على الموقع لبعض الوقت. ردّ من صفحة طلبك.",
    }),
    staff: (s) => ({
      subject: `رسالة غير مقروءة من ${s.from} بخصوص ${s.reference}`,
      intro: `كتب ${s.from} بخصوص الطلب ${s.reference} ولم يقرأها أحد بعد:`,
      button: "فتح العميل المحتمل",
      ignore:
        "تصلك هذه الرسالة بصفتك المسؤول عن العميل المحتمل (أو آخر وسيط ردّ عليه). ردّ من المكتب الخلفي ليراه العميل فورًا.",
    }),
  },
  zh: {
    customer: (s) => ({
      subject: `您的经纪人就 ${s.reference} 给您留言`,
      intro: `您的 SkyCharter 经纪人就您的申请 ${s.reference} 给您留言：`,
      button: "阅读并回复",
      ignore: "当网站上的消息一段时间未读时，我们只发送一次此邮件。请在您的申请页面回复。",
    }),
    staff: (s) => ({
      subject: `${s.from} 在 ${s.reference} 上的未读消息`,
      intro: `${s.from} 就申请 ${s.reference} 留言，目前尚无人阅读：`,
      button: "打开潜在客户",
      ignore: "您收到此邮件是因为您是该潜在客户的负责人（或最后一位回复的经纪人）。请在后台回复，客户会立即看到。",
    }),
  },
};

/** Each message quoted on its own lines, as a mail client quotes a reply. */
const quoted = (messages: string[]) => messages.map((body) => body.replace(/^/gm, "> ")).join("\n\n");

export function unreadMessagesEmail(facts: UnreadMessagesFacts): RenderedMail {
  const locale = resolveMailLocale(facts.locale);
  const shown = { from: facts.from, reference: facts.reference, count: facts.messages.length };
  const action = (facts.toCustomer ? copy[locale].customer : copy[locale].staff)(shown);
  return renderAction(
    locale,
    { ...action, intro: `${action.intro}\n\n${quoted(facts.messages)}` },
    facts.name,
    facts.link,
  );
}

// Transactional emails in every language the site speaks. Copy is plain strings per locale;
// one layout renders the text and HTML versions so both always say the same thing.

import { ACCOUNT_NAME_MAX } from "../core/rules/index.js";

export type MailLocale = "en" | "es" | "ar" | "zh";
export const mailLocales: readonly MailLocale[] = ["en", "es", "ar", "zh"];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ActionCopy {
  subject: string;
  intro: string;
  button: string;
  ignore: string;
}

/** A message with nothing to click: it only tells the reader something happened. */
interface NoticeCopy {
  subject: string;
  intro(detail: string): string;
  ignore: string;
}

/** To the current address under secure email change: a link, and the notice's warning. */
interface EmailChangeCurrentCopy extends Omit<ActionCopy, "intro"> {
  intro(newEmail: string): string;
}

interface ReauthenticationCopy {
  subject: string;
  intro(code: string, minutes: number): string;
  ignore: string;
}

interface LocaleCopy {
  dir: "ltr" | "rtl";
  greeting(name: string | null): string;
  signup: ActionCopy;
  recovery: ActionCopy;
  emailChange: ActionCopy;
  emailChangeNotice: NoticeCopy;
  emailChangeCurrent: EmailChangeCurrentCopy;
  reauthentication: ReauthenticationCopy;
  invite: ActionCopy;
  /** An invitation to a customer account (the auth admin API's /invite). */
  accountInvite: ActionCopy;
  linkFallback: string;
  footer: string;
}

const copy: Record<MailLocale, LocaleCopy> = {
  en: {
    dir: "ltr",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signup: {
      subject: "Confirm your SkyCharter account",
      intro:
        "Thank you for signing up with SkyCharter. Please confirm your email address to finish creating your account.",
      button: "Confirm email address",
      ignore: "If you did not create a SkyCharter account, you can safely ignore this email.",
    },
    recovery: {
      subject: "Reset your SkyCharter password",
      intro:
        "We received a request to reset the password of your SkyCharter account. Use the link below to choose a new one.",
      button: "Reset password",
      ignore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    },
    emailChange: {
      subject: "Confirm your new SkyCharter email address",
      intro: "You asked to use this address for your SkyCharter account. Please confirm it to complete the change.",
      button: "Confirm new email address",
      ignore: "If you did not ask for this, you can ignore this email: the account keeps its current address.",
    },
    emailChangeNotice: {
      subject: "Your SkyCharter email address is being changed",
      intro: (address) =>
        `We received a request to change the email address of your SkyCharter account to ${address}. The change takes effect once the link we sent to that address is followed.`,
      ignore:
        "If this was not you, change your password now and contact us: someone else may be signed in to your account.",
    },
    emailChangeCurrent: {
      subject: "Confirm the change of your SkyCharter email address",
      intro: (address) =>
        `We received a request to change the email address of your SkyCharter account to ${address}. If it was you, confirm it with the link below. The change takes effect once this link and the one we sent to ${address} have both been followed.`,
      button: "Confirm email change",
      ignore:
        "If this was not you, do not follow the link: the address stays as it is. Change your password and contact us, as someone else may be signed in to your account.",
    },
    reauthentication: {
      subject: "Your SkyCharter confirmation code",
      intro: (code, minutes) =>
        `Your confirmation code is ${code}. Enter it on the page where you are changing your password. It works once and expires in ${minutes} minutes.`,
      ignore:
        "If you did not ask for this code, do not share it with anyone: someone else may be signed in to your account. Sign out of your other devices in your account settings and reset your password.",
    },
    invite: {
      subject: "You are invited to the SkyCharter team",
      intro:
        "A SkyCharter administrator has invited you to the staff back office. Follow the link to sign in, choose your password and set up your authenticator app.",
      button: "Accept the invitation",
      ignore:
        "If you were not expecting this invitation, you can ignore this email: no account is usable until the link is followed.",
    },
    accountInvite: {
      subject: "You are invited to SkyCharter",
      intro: "SkyCharter has opened an account for you. Follow the link to sign in and choose your password.",
      button: "Accept the invitation",
      ignore:
        "If you were not expecting this invitation, you can ignore this email: no account is usable until the link is followed.",
    },
    linkFallback: "If the button does not work, copy this link into your browser:",
    footer:
      "SkyCharter is a private jet charter broker. We arrange flights as agent for our clients and are not an aircraft operator; every flight is performed by a licensed, independent operator.",
  },
  es: {
    dir: "ltr",
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    signup: {
      subject: "Confirma tu cuenta de SkyCharter",
      intro:
        "Gracias por registrarte en SkyCharter. Confirma tu dirección de correo electrónico para terminar de crear tu cuenta.",
      button: "Confirmar correo electrónico",
      ignore: "Si no has creado una cuenta en SkyCharter, puedes ignorar este mensaje.",
    },
    recovery: {
      subject: "Restablece tu contraseña de SkyCharter",
      intro:
        "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de SkyCharter. Usa el siguiente enlace para elegir una nueva.",
      button: "Restablecer contraseña",
      ignore: "Si no lo has solicitado, puedes ignorar este mensaje: tu contraseña no cambiará.",
    },
    emailChange: {
      subject: "Confirma tu nueva dirección de correo de SkyCharter",
      intro: "Has solicitado usar esta dirección para tu cuenta de SkyCharter. Confírmala para completar el cambio.",
      button: "Confirmar nueva dirección",
      ignore: "Si no lo has solicitado, puedes ignorar este mensaje: la cuenta conservará su dirección actual.",
    },
    emailChangeNotice: {
      subject: "Se está cambiando tu dirección de correo de SkyCharter",
      intro: (address) =>
        `Hemos recibido una solicitud para cambiar la dirección de correo de tu cuenta de SkyCharter a ${address}. El cambio se aplicará cuando se abra el enlace que hemos enviado a esa dirección.`,
      ignore:
        "Si no has sido tú, cambia tu contraseña ahora y ponte en contacto con nosotros: puede que otra persona haya iniciado sesión en tu cuenta.",
    },
    emailChangeCurrent: {
      subject: "Confirma el cambio de tu dirección de correo de SkyCharter",
      intro: (address) =>
        `Hemos recibido una solicitud para cambiar la dirección de correo de tu cuenta de SkyCharter a ${address}. Si has sido tú, confírmalo con el siguiente enlace. El cambio se aplicará cuando se hayan abierto este enlace y el que hemos enviado a ${address}.`,
      button: "Confirmar el cambio",
      ignore:
        "Si no has sido tú, no abras el enlace: la dirección no cambiará. Cambia tu contraseña y ponte en contacto con nosotros, ya que puede que otra persona haya iniciado sesión en tu cuenta.",
    },
    reauthentication: {
      subject: "Tu código de confirmación de SkyCharter",
      intro: (code, minutes) =>
        `Tu código de confirmación es ${code}. Introdúcelo en la página donde estás cambiando tu contraseña. Solo sirve una vez y caduca en ${minutes} minutos.`,
      ignore:
        "Si no has pedido este código, no lo compartas con nadie: puede que otra persona haya iniciado sesión en tu cuenta. Cierra la sesión en tus otros dispositivos desde la configuración de tu cuenta y restablece tu contraseña.",
    },
    invite: {
      subject: "Te han invitado al equipo de SkyCharter",
      intro:
        "Un administrador de SkyCharter te ha invitado al área interna del personal. Sigue el enlace para iniciar sesión, elegir tu contraseña y configurar tu aplicación de autenticación.",
      button: "Aceptar la invitación",
      ignore:
        "Si no esperabas esta invitación, puedes ignorar este mensaje: la cuenta no se puede usar hasta que se siga el enlace.",
    },
    accountInvite: {
      subject: "Te han invitado a SkyCharter",
      intro: "SkyCharter ha abierto una cuenta para ti. Sigue el enlace para iniciar sesión y elegir tu contraseña.",
      button: "Aceptar la invitación",
      ignore:
        "Si no esperabas esta invitación, puedes ignorar este mensaje: la cuenta no se puede usar hasta que se siga el enlace.",
    },
    linkFallback: "Si el botón no funciona, copia este enlace en tu navegador:",
    footer:
      "SkyCharter es un bróker de vuelos chárter en jet privado. Organizamos los vuelos como agentes de nuestros clientes y no somos operador aéreo; cada vuelo lo realiza un operador independiente con licencia.",
  },
  ar: {
    dir: "rtl",
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    signup: {
      subject: "أكِّد حسابك في SkyCharter",
      intro: "شكرًا لتسجيلك في SkyCharter. يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.",
      button: "تأكيد البريد الإلكتروني",
      ignore: "إذا لم تُنشئ حسابًا في SkyCharter، فيمكنك تجاهل هذه الرسالة بأمان.",
    },
    recovery: {
      subject: "إعادة تعيين كلمة المرور في SkyCharter",
      intro: "تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في SkyCharter. استخدم الرابط أدناه لاختيار كلمة مرور جديدة.",
      button: "إعادة تعيين كلمة المرور",
      ignore: "إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.",
    },
    emailChange: {
      subject: "أكِّد عنوان بريدك الإلكتروني الجديد في SkyCharter",
      intro: "طلبتَ استخدام هذا العنوان لحسابك في SkyCharter. يُرجى تأكيده لإتمام التغيير.",
      button: "تأكيد البريد الإلكتروني الجديد",
      ignore: "إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة، وسيحتفظ الحساب بعنوانه الحالي.",
    },
    emailChangeNotice: {
      subject: "جارٍ تغيير عنوان بريدك الإلكتروني في SkyCharter",
      intro: (address) =>
        `تلقّينا طلبًا لتغيير عنوان البريد الإلكتروني لحسابك في SkyCharter إلى ${address}. يسري التغيير بعد فتح الرابط الذي أرسلناه إلى ذلك العنوان.`,
      ignore: "إذا لم تكن أنت من طلب ذلك، فغيِّر كلمة المرور الآن وتواصل معنا، فقد يكون شخص آخر قد سجّل الدخول إلى حسابك.",
    },
    emailChangeCurrent: {
      subject: "أكِّد تغيير عنوان بريدك الإلكتروني في SkyCharter",
      intro: (address) =>
        `تلقّينا طلبًا لتغيير عنوان البريد الإلكتروني لحسابك في SkyCharter إلى ${address}. إذا كنت أنت من طلب ذلك، فأكِّده عبر الرابط أدناه. يسري التغيير بعد فتح هذا الرابط والرابط الذي أرسلناه إلى ${address} كليهما.`,
      button: "تأكيد تغيير البريد الإلكتروني",
      ignore:
        "إذا لم تكن أنت من طلب ذلك، فلا تفتح الرابط، وسيبقى العنوان كما هو. غيِّر كلمة المرور وتواصل معنا، فقد يكون شخص آخر قد سجّل الدخول إلى حسابك.",
    },
    reauthentication: {
      subject: "رمز التأكيد الخاص بك في SkyCharter",
      intro: (code, minutes) =>
        `رمز التأكيد الخاص بك هو ${code}. أدخله في الصفحة التي تغيّر فيها كلمة المرور. يُستخدم مرة واحدة فقط وتنتهي صلاحيته بعد ${minutes} دقائق.`,
      ignore:
        "إذا لم تطلب هذا الرمز، فلا تشاركه مع أحد، فقد يكون شخص آخر قد سجّل الدخول إلى حسابك. سجّل الخروج من أجهزتك الأخرى من إعدادات حسابك وأعد تعيين كلمة المرور.",
    },
    invite: {
      subject: "دعوة للانضمام إلى فريق SkyCharter",
      intro:
        "دعاك أحد مسؤولي SkyCharter إلى لوحة عمل الموظفين. اتبع الرابط لتسجيل الدخول واختيار كلمة المرور وإعداد تطبيق المصادقة.",
      button: "قبول الدعوة",
      ignore: "إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة؛ فلا يمكن استخدام الحساب قبل اتباع الرابط.",
    },
    accountInvite: {
      subject: "دعوة إلى SkyCharter",
      intro: "فتحت SkyCharter حسابًا لك. اتبع الرابط لتسجيل الدخول واختيار كلمة المرور.",
      button: "قبول الدعوة",
      ignore: "إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة؛ فلا يمكن استخدام الحساب قبل اتباع الرابط.",
    },
    linkFallback: "إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:",
    footer:
      "SkyCharter وسيط لرحلات الطائرات الخاصة المستأجرة، يرتّب الرحلات بصفته وكيلًا عن عملائه وليس مشغّلًا جويًا؛ وتُنفَّذ كل رحلة بواسطة مشغّل جوي مستقل ومرخَّص.",
  },
  zh: {
    dir: "ltr",
    greeting: (name) => (name ? `${name}，您好：` : "您好："),
    signup: {
      subject: "请确认您的 SkyCharter 账户",
      intro: "感谢您注册 SkyCharter。请确认您的电子邮箱地址，以完成账户创建。",
      button: "确认电子邮箱",
      ignore: "如果您没有注册 SkyCharter 账户，请忽略此邮件。",
    },
    recovery: {
      subject: "重置您的 SkyCharter 密码",
      intro: "我们收到了重置您 SkyCharter 账户密码的请求。请通过下方链接设置新密码。",
      button: "重置密码",
      ignore: "如果这不是您本人的操作，请忽略此邮件，您的密码将保持不变。",
    },
    emailChange: {
      subject: "请确认您的 SkyCharter 新邮箱地址",
      intro: "您申请将此地址用于您的 SkyCharter 账户。请确认此地址以完成更改。",
      button: "确认新邮箱地址",
      ignore: "如果这不是您本人的操作，请忽略此邮件，账户将继续使用当前地址。",
    },
    emailChangeNotice: {
      subject: "您的 SkyCharter 邮箱地址正在更改",
      intro: (address) =>
        `我们收到了将您 SkyCharter 账户的邮箱地址更改为 ${address} 的请求。该地址收到的链接被打开后，更改即会生效。`,
      ignore: "如果这不是您本人的操作，请立即修改密码并联系我们：可能有他人登录了您的账户。",
    },
    emailChangeCurrent: {
      subject: "请确认更改您的 SkyCharter 邮箱地址",
      intro: (address) =>
        `我们收到了将您 SkyCharter 账户的邮箱地址更改为 ${address} 的请求。如果是您本人的操作，请通过下方链接确认。此链接和我们发送到 ${address} 的链接都被打开后，更改才会生效。`,
      button: "确认更改邮箱",
      ignore:
        "如果这不是您本人的操作，请不要打开此链接，邮箱地址将保持不变。请修改密码并联系我们：可能有他人登录了您的账户。",
    },
    reauthentication: {
      subject: "您的 SkyCharter 验证码",
      intro: (code, minutes) =>
        `您的验证码是 ${code}。请在修改密码的页面输入此验证码。验证码只能使用一次，${minutes} 分钟后失效。`,
      ignore:
        "如果这不是您本人的操作，请勿将验证码告诉任何人：可能有他人登录了您的账户。请在账户设置中退出其他设备的登录并重置密码。",
    },
    invite: {
      subject: "邀请您加入 SkyCharter 团队",
      intro: "SkyCharter 管理员邀请您使用员工后台。请点击下方链接登录、设置密码并配置身份验证器应用。",
      button: "接受邀请",
      ignore: "如果您没有预期收到此邀请，请忽略此邮件：在点击链接之前，该账户无法使用。",
    },
    accountInvite: {
      subject: "邀请您加入 SkyCharter",
      intro: "SkyCharter 已为您开设账户。请点击下方链接登录并设置密码。",
      button: "接受邀请",
      ignore: "如果您没有预期收到此邀请，请忽略此邮件：在点击链接之前，该账户无法使用。",
    },
    linkFallback: "如果按钮无法点击，请将以下链接复制到浏览器中打开：",
    footer:
      "SkyCharter 是私人飞机包机经纪商，以客户代理人的身份安排航班，并非航空运营商；所有航班均由持有执照的独立运营商执行。",
  },
};

/** "es-MX" → es, "zh-Hans-CN" → zh; anything we do not translate → en. */
export function resolveMailLocale(locale: string | null | undefined): MailLocale {
  const language = (locale ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return mailLocales.find((l) => l === language) ?? "en";
}

export function signupConfirmationEmail(input: {
  locale: string | null | undefined;
  name: string | null | undefined;
  link: string;
}): RenderedMail {
  return render(resolveMailLocale(input.locale), "signup", input.name?.trim() || null, input.link);
}

export function recoveryEmail(input: { locale: string | null | undefined; link: string }): RenderedMail {
  return render(resolveMailLocale(input.locale), "recovery", null, input.link);
}

/** To the new address: following the link makes it the account's address. */
export function emailChangeEmail(input: { locale: string | null | undefined; link: string }): RenderedMail {
  return render(resolveMailLocale(input.locale), "emailChange", null, input.link);
}

/** To the old address: a change was asked for, so a hijacked session does not go unnoticed. */
export function emailChangeNoticeEmail(input: { locale: string | null | undefined; newEmail: string }): RenderedMail {
  const locale = resolveMailLocale(input.locale);
  const c = copy[locale];
  const notice = c.emailChangeNotice;
  const intro = notice.intro(input.newEmail);
  const text = [c.greeting(null), intro, notice.ignore, `-- \n${c.footer}`].join("\n\n") + "\n";
  return {
    subject: notice.subject,
    text,
    html: renderHtml(locale, { subject: notice.subject, intro, ignore: notice.ignore }, null, null),
  };
}

/** To the current address when secure email change is on: this link must be followed too. */
export function emailChangeCurrentEmail(input: {
  locale: string | null | undefined;
  newEmail: string;
  link: string;
}): RenderedMail {
  const locale = resolveMailLocale(input.locale);
  const current = copy[locale].emailChangeCurrent;
  return renderAction(locale, { ...current, intro: current.intro(input.newEmail) }, null, input.link);
}

/** The one-time code GET /reauthenticate mails; it has no link, so a forwarded mail signs nobody in. */
export function reauthenticationEmail(input: {
  locale: string | null | undefined;
  code: string;
  minutes: number;
}): RenderedMail {
  const locale = resolveMailLocale(input.locale);
  const c = copy[locale];
  const reauth = c.reauthentication;
  const intro = reauth.intro(input.code, input.minutes);
  const text = [c.greeting(null), intro, reauth.ignore, `-- \n${c.footer}`].join("\n\n") + "\n";
  return {
    subject: reauth.subject,
    text,
    html: renderHtml(locale, { subject: reauth.subject, intro, ignore: reauth.ignore }, null, null),
  };
}

/** An invitation to the staff back office, in the inviter's chosen language. */
export function staffInviteEmail(input: {
  locale: string | null | undefined;
  name: string | null | undefined;
  link: string;
}): RenderedMail {
  return render(resolveMailLocale(input.locale), "invite", input.name?.trim() || null, input.link);
}

/** An invitation to a customer account, sent by the auth admin API's /invite. */
export function accountInviteEmail(input: {
  locale: string | null | undefined;
  name: string | null | undefined;
  link: string;
}): RenderedMail {
  return render(resolveMailLocale(input.locale), "accountInvite", input.name?.trim() || null, input.link);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(
  locale: MailLocale,
  kind: "signup" | "recovery" | "emailChange" | "invite" | "accountInvite",
  name: string | null,
  link: string,
): RenderedMail {
  return renderAction(locale, copy[locale][kind], name, link);
}

/** Longest name a greeting shows; sign-up and invitation refuse longer ones. */
export const GREETING_NAME_MAX = ACCOUNT_NAME_MAX;
// A scheme, "www." or anything shaped like a domain: a name that could read as a link in our email.
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|[\p{L}\p{N}-]\.(?:[a-z]{2,}|xn--)/iu;

/**
 * The name as a greeting may show it: one line, at most GREETING_NAME_MAX characters, nothing that
 * looks like a link. Anyone can put any name on a sign-up addressed to anyone, and our emails must
 * not carry a stranger's text that passes for the brand's; such a name gets the plain greeting.
 */
export function greetingName(name: string | null | undefined): string | null {
  const one = name
    ?.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!one || one.length > GREETING_NAME_MAX || LINK_LIKE.test(one)) return null;
  return one;
}

/** An email of the common layout (greeting, intro, button, closing line, footer) in `locale`. */
export function renderAction(
  locale: MailLocale,
  action: ActionCopy,
  rawName: string | null,
  link: string,
): RenderedMail {
  // A wrongly wired link would otherwise become a dead (or javascript:) button in a real inbox.
  if (!/^https?:\/\//i.test(link)) throw new Error("mail links must be absolute http(s) URLs");
  const name = greetingName(rawName);
  const c = copy[locale];
  const text =
    [c.greeting(name), action.intro, `${action.button}:\n${link}`, action.ignore, `-- \n${c.footer}`].join("\n\n") +
    "\n";
  return { subject: action.subject, text, html: renderHtml(locale, action, name, link) };
}

/** A notice has no link, so no button and no fallback line. */
function renderHtml(
  lang: MailLocale,
  action: Omit<ActionCopy, "button"> & { button?: string },
  name: string | null,
  link: string | null,
): string {
  const c = copy[lang];
  const align = c.dir === "rtl" ? "right" : "left";
  const muted = "font-size:14px;line-height:1.5;color:#4a5568;";
  const href = link ? escapeHtml(link) : "";
  const button = link
    ? `<p style="margin:0 0 24px;text-align:center;"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#c8a45d;color:#0b1f3a;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(action.button ?? "")}</a></p>
<p style="margin:0 0 16px;${muted}">${escapeHtml(c.linkFallback)}<br><a href="${href}" style="color:#1d4ed8;word-break:break-all;">${href}</a></p>
`
    : "";
  return `<!doctype html>
<html lang="${lang}" dir="${c.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(action.subject)}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${c.dir}" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Helvetica,Arial,sans-serif;color:#1a202c;text-align:${align};">
<tr><td style="padding:20px 32px;background:#0b1f3a;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">SkyCharter</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6;">
<p style="margin:0 0 16px;">${escapeHtml(c.greeting(name))}</p>
<p style="margin:0 0 24px;white-space:pre-line;">${escapeHtml(action.intro)}</p>
${button}<p style="margin:0;${muted}">${escapeHtml(action.ignore)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#718096;">${escapeHtml(c.footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

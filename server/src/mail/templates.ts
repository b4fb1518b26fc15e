// Transactional emails in every language the site speaks. Copy is plain strings per locale;
// one layout renders the text and HTML versions so both always say the same thing.

export type MailLocale = "en" | "es" | "ar" | "zh";
export const mailLocales: readonly MailLocale[] = ["en", "es", "ar", "zh"];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface ActionCopy {
  subject: string;
  intro: string;
  button: string;
  ignore: string;
}

interface LocaleCopy {
  dir: "ltr" | "rtl";
  greeting(name: string | null): string;
  signup: ActionCopy;
  recovery: ActionCopy;
  linkFallback: string;
  footer: string;
}

const copy: Record<MailLocale, LocaleCopy> = {
  en: {
    dir: "ltr",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signup: {
      subject: "Confirm your SkyCharter account",
      intro: "Thank you for signing up with SkyCharter. Please confirm your email address to finish creating your account.",
      button: "Confirm email address",
      ignore: "If you did not create a SkyCharter account, you can safely ignore this email.",
    },
    recovery: {
      subject: "Reset your SkyCharter password",
      intro: "We received a request to reset the password of your SkyCharter account. Use the link below to choose a new one.",
      button: "Reset password",
      ignore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    },
    linkFallback: "If the button does not work, copy this link into your browser:",
    footer: "SkyCharter is a private jet charter broker. We arrange flights as agent for our clients and are not an aircraft operator; every flight is performed by a licensed, independent operator.",
  },
  es: {
    dir: "ltr",
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    signup: {
      subject: "Confirma tu cuenta de SkyCharter",
      intro: "Gracias por registrarte en SkyCharter. Confirma tu dirección de correo electrónico para terminar de crear tu cuenta.",
      button: "Confirmar correo electrónico",
      ignore: "Si no has creado una cuenta en SkyCharter, puedes ignorar este mensaje.",
    },
    recovery: {
      subject: "Restablece tu contraseña de SkyCharter",
      intro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de SkyCharter. Usa el siguiente enlace para elegir una nueva.",
      button: "Restablecer contraseña",
      ignore: "Si no lo has solicitado, puedes ignorar este mensaje: tu contraseña no cambiará.",
    },
    linkFallback: "Si el botón no funciona, copia este enlace en tu navegador:",
    footer: "SkyCharter es un bróker de vuelos chárter en jet privado. Organizamos los vuelos como agentes de nuestros clientes y no somos operador aéreo; cada vuelo lo realiza un operador independiente con licencia.",
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
    linkFallback: "إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:",
    footer: "SkyCharter وسيط لرحلات الطائرات الخاصة المستأجرة، يرتّب الرحلات بصفته وكيلًا عن عملائه وليس مشغّلًا جويًا؛ وتُنفَّذ كل رحلة بواسطة مشغّل جوي مستقل ومرخَّص.",
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
    linkFallback: "如果按钮无法点击，请将以下链接复制到浏览器中打开：",
    footer: "SkyCharter 是私人飞机包机经纪商，以客户代理人的身份安排航班，并非航空运营商；所有航班均由持有执照的独立运营商执行。",
  },
};

/** "es-MX" → es, "zh-Hans-CN" → zh; anything we do not translate → en. */
export function resolveMailLocale(locale: string | null | undefined): MailLocale {
  const language = (locale ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return mailLocales.find((l) => l === language) ?? "en";
}

export function signupConfirmationEmail(input: { locale: string | null | undefined; name: string | null | undefined; link: string }): RenderedMail {
  return render(resolveMailLocale(input.locale), "signup", input.name?.trim() || null, input.link);
}

export function recoveryEmail(input: { locale: string | null | undefined; link: string }): RenderedMail {
  return render(resolveMailLocale(input.locale), "recovery", null, input.link);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(locale: MailLocale, kind: "signup" | "recovery", name: string | null, link: string): RenderedMail {
  // A wrongly wired link would otherwise become a dead (or javascript:) button in a real inbox.
  if (!/^https?:\/\//i.test(link)) throw new Error("mail links must be absolute http(s) URLs");
  const c = copy[locale];
  const action = c[kind];
  const text = [c.greeting(name), action.intro, `${action.button}:\n${link}`, action.ignore, `-- \n${c.footer}`].join("\n\n") + "\n";
  return { subject: action.subject, text, html: renderHtml(locale, action, name, link) };
}

function renderHtml(lang: MailLocale, action: ActionCopy, name: string | null, link: string): string {
  const c = copy[lang];
  const align = c.dir === "rtl" ? "right" : "left";
  const href = escapeHtml(link);
  const muted = "font-size:14px;line-height:1.5;color:#4a5568;";
  return `<!doctype html>
<html lang="${lang}" dir="${c.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(action.subject)}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${c.dir}" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Helvetica,Arial,sans-serif;color:#1a202c;text-align:${align};">
<tr><td style="padding:20px 32px;background:#0b1f3a;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">SkyCharter</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6;">
<p style="margin:0 0 16px;">${escapeHtml(c.greeting(name))}</p>
<p style="margin:0 0 24px;">${escapeHtml(action.intro)}</p>
<p style="margin:0 0 24px;text-align:center;"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#c8a45d;color:#0b1f3a;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(action.button)}</a></p>
<p style="margin:0 0 16px;${muted}">${escapeHtml(c.linkFallback)}<br><a href="${href}" style="color:#1d4ed8;word-break:break-all;">${href}</a></p>
<p style="margin:0;${muted}">${escapeHtml(action.ignore)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#718096;">${escapeHtml(c.footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

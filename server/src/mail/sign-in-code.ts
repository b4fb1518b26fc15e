import { renderAction, resolveMailLocale, type ActionCopy, type MailLocale, type RenderedMail } from "./templates.js";

// The passwordless sign-in email (POST /auth/v1/otp): one message with both ways in, as Supabase
// Auth sends it: a 6-digit code to type on the page that asked, and a link that signs in where it
// is opened. Both work once, and the first one used spends the other. The subject never carries
// the code: the outbox keeps a sent message's subject (and a backup with it).

const copy: Record<MailLocale, (code: string, minutes: number) => ActionCopy> = {
  en: (code, minutes) => ({
    subject: "Your SkyCharter sign-in code",
    intro: `Your sign-in code is ${code}. Enter it on the page where you asked to sign in, or use the button below. The code and the link work once and expire in ${minutes} minutes.`,
    button: "Sign in to SkyCharter",
    ignore:
      "If you did not ask to sign in, ignore this email and do not share the code: nobody can sign in without it or the link.",
  }),
  es: (code, minutes) => ({
    subject: "Tu código de acceso a SkyCharter",
    intro: `Tu código de acceso es ${code}. Introdúcelo en la página donde pediste iniciar sesión, o usa el botón de abajo. El código y el enlace sirven una sola vez y caducan en ${minutes} minutos.`,
    button: "Iniciar sesión en SkyCharter",
    ignore:
      "Si no pediste iniciar sesión, ignora este correo y no compartas el código: nadie puede entrar sin él o sin el enlace.",
  }),
  ar: (code, minutes) => ({
    subject: "رمز تسجيل الدخول إلى SkyCharter",
    intro: `رمز تسجيل الدخول الخاص بك هو ${code}. أدخله في الصفحة التي طلبت منها تسجيل الدخول، أو استخدم الزر أدناه. يعمل الرمز والرابط مرة واحدة وتنتهي صلاحيتهما خلال ${minutes} دقيقة.`,
    button: "تسجيل الدخول إلى SkyCharter",
    ignore:
      "إذا لم تطلب تسجيل الدخول، فتجاهل هذه الرسالة ولا تشارك الرمز: لا يمكن لأحد الدخول من دونه أو من دون الرابط.",
  }),
  zh: (code, minutes) => ({
    subject: "您的 SkyCharter 登录验证码",
    intro: `您的登录验证码是 ${code}。请在您申请登录的页面输入，或点击下方按钮。验证码和链接仅可使用一次，${minutes} 分钟后失效。`,
    button: "登录 SkyCharter",
    ignore: "如果您没有申请登录，请忽略此邮件，也不要把验证码告诉任何人：没有它或链接，任何人都无法登录。",
  }),
};

export function signInCodeEmail(input: {
  locale: string | null | undefined;
  code: string;
  minutes: number;
  link: string;
}): RenderedMail {
  const locale = resolveMailLocale(input.locale);
  return renderAction(locale, copy[locale](input.code, input.minutes), null, input.link);
}

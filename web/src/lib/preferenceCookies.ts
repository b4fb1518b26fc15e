// The visitor's language and currency travel in cookies, so the server renders the first HTML in
// them (no flash of English or dollars). The server reads the same names (entry-server exports
// them); localStorage keeps its copy for the signed-in app.

export const preferenceCookies = { locale: "sky_lang", currency: "sky_currency" } as const;
export type PreferenceCookie = (typeof preferenceCookies)[keyof typeof preferenceCookies];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readPreferenceCookie(name: PreferenceCookie): string | null {
  if (typeof document === "undefined") return null;
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}

export function writePreferenceCookie(name: PreferenceCookie, value: string): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

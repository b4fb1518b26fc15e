import {
  preferenceCookies,
  readPreferenceCookie,
  writePreferenceCookie,
  type PreferenceCookie,
} from "../lib/preferenceCookies";
import { currencyStorageKey, isCurrencyCode } from "../currency/currencies";
import { isLocale, localeStorageKey, urlLanguageParam } from "../i18n/locales";
import { readStored } from "../lib/safeStorage";

/**
 * A language or currency chosen in this browser before the choice travelled in a cookie (or in the
 * app, which keeps a copy in localStorage) is handed to the server once: the cookie is set, and a
 * page served in another language or currency is loaded again in the chosen one. Returns true when
 * the page is reloading.
 */
export function adoptStoredPreferences(): boolean {
  const html = document.documentElement;
  const wanted: [PreferenceCookie, string, string | undefined][] = [];
  const locale = readStored(localeStorageKey);
  if (isLocale(locale) && !new URLSearchParams(window.location.search).has(urlLanguageParam))
    wanted.push([preferenceCookies.locale, locale, html.lang]);
  const currency = readStored(currencyStorageKey);
  if (isCurrencyCode(currency)) wanted.push([preferenceCookies.currency, currency, html.dataset.currency]);

  let differs = false;
  for (const [cookie, value, shown] of wanted) {
    if (readPreferenceCookie(cookie) !== null) continue;
    writePreferenceCookie(cookie, value);
    // Only when the cookie took (cookies on): a reload would otherwise come back to the same page.
    if (value !== shown && readPreferenceCookie(cookie) === value) differs = true;
  }
  if (differs) window.location.reload();
  return differs;
}

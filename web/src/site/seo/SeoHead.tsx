import { useIntl } from "react-intl";
import { locales } from "../../i18n/locales";
import { useLocale } from "../../i18n/LocaleContext";
import { contactDetails } from "../../lib/contactDetails";
import { usePageLocation } from "../../ui/navigation/navigation";
import { localizedPath, seoRouteOf } from "./seoRoutes";
import { siteOrigin } from "./siteOrigin";

// Open Graph wants a territory; these are the markets each language mainly serves.
const ogLocales = { en: "en_US", es: "es_ES", ar: "ar_SA", zh: "zh_CN" } as const;

/**
 * The public page's head tags in the current language: description, canonical, hreflang alternates
 * and Open Graph. React 19 hoists them into <head>; the page itself renders its <title>.
 */
export function SeoHead() {
  const { pathname } = usePageLocation();
  const { locale } = useLocale();
  const intl = useIntl();
  const route = seoRouteOf(pathname);
  if (!route) return null;

  const origin = siteOrigin();
  const title = `${intl.formatMessage({ id: route.titleId })} · ${contactDetails.brandName}`;
  const description = intl.formatMessage({ id: route.descriptionId });
  const canonical = `${origin}${localizedPath(route.path, locale)}`;
  return (
    <>
      <meta name="description" content={description} />
      {!route.indexed && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {route.indexed &&
        locales.map((alternate) => (
          <link
            key={alternate}
            rel="alternate"
            hrefLang={alternate}
            href={`${origin}${localizedPath(route.path, alternate)}`}
          />
        ))}
      {route.indexed && <link rel="alternate" hrefLang="x-default" href={`${origin}${route.path}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={contactDetails.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[locale]} />
    </>
  );
}

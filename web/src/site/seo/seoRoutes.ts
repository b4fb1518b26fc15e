// The one table of public pages search engines should know about. The head tags (SeoHead), the
// build's prerender and sitemap manifest (web/vite.config.ts, scripts/prerender.mjs) and the tests
// all read it: adding a public page is one line here plus its two messages in each language.
// Plain data (type imports only), so vite.config.ts can read it too.

import type { MessageId } from "../../i18n/messages";

export interface SeoRoute {
  path: string;
  /** The page's <title> (the page renders it with PageTitle; link previews reuse it). */
  titleId: MessageId;
  descriptionId: MessageId;
  /** false: a page for signed-in or signing-in people, kept out of the sitemap and search results. */
  indexed: boolean;
}

export const seoRoutes: readonly SeoRoute[] = [
  { path: "/", titleId: "meta.homeTitle", descriptionId: "seo.home.description", indexed: true },
  { path: "/programs", titleId: "nav.programs", descriptionId: "seo.programs.description", indexed: true },
  { path: "/fleet", titleId: "nav.fleet", descriptionId: "seo.fleet.description", indexed: true },
  { path: "/solutions", titleId: "nav.solutions", descriptionId: "seo.solutions.description", indexed: true },
  { path: "/service-areas", titleId: "nav.serviceAreas", descriptionId: "seo.serviceAreas.description", indexed: true },
  { path: "/about", titleId: "nav.about", descriptionId: "seo.about.description", indexed: true },
  { path: "/affiliate", titleId: "nav.affiliate", descriptionId: "seo.affiliate.description", indexed: true },
  {
    path: "/affiliate/apply",
    titleId: "affiliateApply.title",
    descriptionId: "seo.affiliateApply.description",
    indexed: true,
  },
  { path: "/contact", titleId: "nav.contact", descriptionId: "seo.contact.description", indexed: true },
  { path: "/case-studies", titleId: "nav.caseStudies", descriptionId: "seo.caseStudies.description", indexed: true },
  { path: "/booking", titleId: "booking.pageTitle", descriptionId: "seo.booking.description", indexed: true },
  { path: "/login", titleId: "auth.staff.title", descriptionId: "seo.login.description", indexed: false },
  {
    path: "/customer-login",
    titleId: "auth.customerLogin.title",
    descriptionId: "seo.customerLogin.description",
    indexed: false,
  },
  {
    path: "/customer-signup",
    titleId: "auth.signup.title",
    descriptionId: "seo.customerSignup.description",
    indexed: false,
  },
  {
    path: "/signup-confirmation",
    titleId: "auth.confirm.title",
    descriptionId: "seo.signupConfirmation.description",
    indexed: false,
  },
  {
    path: "/reset-password",
    titleId: "auth.reset.title",
    descriptionId: "seo.resetPassword.description",
    indexed: false,
  },
];

export function seoRouteOf(pathname: string): SeoRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return seoRoutes.find((route) => route.path === path);
}

/**
 * A page's URL in one language, for crawlers and shared links: ?lang= wins over the stored and
 * browser languages. The bare path (hreflang x-default) picks the language as before.
 */
export function localizedPath(path: string, locale: string): string {
  return `${path}?lang=${locale}`;
}

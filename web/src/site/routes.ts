import type { MessageId } from "../i18n/messages";
import type { PageModule } from "../ui/navigation/pageModule";

// The one table of the public site's pages. The app's router, the server's render and sitemap (through
// seo/seoRoutes.ts and the web's server entry), the build's list of known addresses and the footer all
// read it: adding a public page is one entry here, its module, and its messages in each language.
// Type imports only, so the build can read it as plain data (web/build/routePaths.ts).

export interface PublicPage {
  path: string;
  /** The page's module, loaded when it is first shown. */
  page: () => Promise<PageModule>;
  /** Its head tags: the <title> (the page renders it with PageTitle) and the description. */
  seo?: {
    titleId: MessageId;
    descriptionId: MessageId;
    /** false: a page for signed-in or signing-in people, kept out of the sitemap and search results. */
    indexed: boolean;
  };
  /** Where the footer links it, under which words. */
  footer?: { group: "services" | "company" | "legal"; label: MessageId };
}

const indexed = (titleId: MessageId, descriptionId: MessageId) => ({ titleId, descriptionId, indexed: true });
const unlisted = (titleId: MessageId, descriptionId: MessageId) => ({ titleId, descriptionId, indexed: false });

export const publicPages: readonly PublicPage[] = [
  { path: "/", page: () => import("./home/HomePage"), seo: indexed("meta.homeTitle", "seo.home.description") },
  {
    path: "/programs",
    page: () => import("./programs/ProgramsPage"),
    seo: indexed("nav.programs", "seo.programs.description"),
  },
  {
    path: "/empty-legs",
    page: () => import("./empty-legs/EmptyLegsPage"),
    seo: indexed("nav.emptyLegs", "seo.emptyLegs.description"),
    footer: { group: "services", label: "nav.emptyLegs" },
  },
  {
    path: "/fleet",
    page: () => import("./fleet/FleetPage"),
    seo: indexed("nav.fleet", "seo.fleet.description"),
    footer: { group: "services", label: "nav.fleet" },
  },
  {
    path: "/solutions",
    page: () => import("./solutions/SolutionsPage"),
    seo: indexed("nav.solutions", "seo.solutions.description"),
    footer: { group: "services", label: "nav.solutions" },
  },
  {
    path: "/service-areas",
    page: () => import("./service-areas/ServiceAreasPage"),
    seo: indexed("nav.serviceAreas", "seo.serviceAreas.description"),
    footer: { group: "services", label: "nav.serviceAreas" },
  },
  {
    path: "/about",
    page: () => import("./about/AboutPage"),
    seo: indexed("nav.about", "seo.about.description"),
    footer: { group: "company", label: "nav.about" },
  },
  {
    path: "/case-studies",
    page: () => import("./case-studies/CaseStudiesPage"),
    seo: indexed("nav.caseStudies", "seo.caseStudies.description"),
    footer: { group: "company", label: "nav.caseStudies" },
  },
  {
    path: "/affiliate",
    page: () => import("./affiliate/AffiliatePage"),
    seo: indexed("nav.affiliate", "seo.affiliate.description"),
    footer: { group: "company", label: "nav.affiliate" },
  },
  {
    path: "/affiliate/apply",
    page: () => import("./affiliate-apply/AffiliateApplyPage"),
    seo: indexed("affiliateApply.title", "seo.affiliateApply.description"),
  },
  {
    path: "/contact",
    page: () => import("./contact/ContactPage"),
    seo: indexed("nav.contact", "seo.contact.description"),
    footer: { group: "company", label: "nav.contact" },
  },
  {
    path: "/legal/terms",
    page: () => import("./legal/TermsPage"),
    seo: indexed("legal.terms.title", "seo.legal.terms.description"),
    footer: { group: "legal", label: "legal.terms.title" },
  },
  {
    path: "/legal/privacy",
    page: () => import("./legal/PrivacyPage"),
    seo: indexed("legal.privacy.title", "seo.legal.privacy.description"),
    footer: { group: "legal", label: "legal.privacy.title" },
  },
  {
    path: "/legal/cookies",
    page: () => import("./legal/CookiesPage"),
    seo: indexed("legal.cookies.title", "seo.legal.cookies.description"),
    footer: { group: "legal", label: "legal.cookies.title" },
  },
  {
    path: "/booking",
    page: () => import("./booking/BookingPage"),
    seo: indexed("booking.pageTitle", "seo.booking.description"),
  },
  // Shows one request of this browser's, named in its address: nothing for a search engine.
  { path: "/booking/confirmation", page: () => import("./booking/BookingConfirmationPage") },
  {
    path: "/login",
    page: () => import("./staff-login/StaffLoginPage"),
    seo: unlisted("auth.staff.title", "seo.login.description"),
    footer: { group: "company", label: "footer.staffLogin" },
  },
  {
    path: "/customer-login",
    page: () => import("./customer-login/CustomerLoginPage"),
    seo: unlisted("auth.customerLogin.title", "seo.customerLogin.description"),
  },
  {
    path: "/customer-signup",
    page: () => import("./customer-signup/CustomerSignupPage"),
    seo: unlisted("auth.signup.title", "seo.customerSignup.description"),
  },
  {
    path: "/signup-confirmation",
    page: () => import("./signup-confirmation/SignupConfirmationPage"),
    seo: unlisted("auth.confirm.title", "seo.signupConfirmation.description"),
  },
  {
    path: "/reset-password",
    page: () => import("./reset-password/ResetPasswordPage"),
    seo: unlisted("auth.reset.title", "seo.resetPassword.description"),
  },
  // A staff invitation's link lands here: private to whoever holds the link.
  { path: "/accept-invite", page: () => import("./accept-invite/AcceptInvitePage") },
  // An operator's emailed link to answer a request for quotes: private to whoever holds it, so no
  // head tags for search engines, and never rendered by the server (its answer changes the page).
  { path: "/rfq/:token", page: () => import("./rfq/RfqPage") },
  // A passenger's emailed link to enter their own details: private in the same way (the page says
  // noindex itself), and it holds a passport form, so never rendered or kept by the server.
  { path: "/passenger/:token", page: () => import("./passenger/PassengerPage") },
];

/** The page for an address no route knows. */
export const notFoundPage = (): Promise<PageModule> => import("./not-found/NotFoundPage");

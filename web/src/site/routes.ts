import type { PageModule } from "../ui/navigation/pageModule";

// The public site's pages: rendered by the server as static HTML with islands, and by the app when it is already running.
// One lazily loaded module per path pattern (paths.json lists every surface's; app/router checks them).
export const siteRoutes: Record<string, () => Promise<PageModule>> = {
  "/": () => import("./home/HomePage"),
  "/programs": () => import("./programs/ProgramsPage"),
  "/fleet": () => import("./fleet/FleetPage"),
  "/solutions": () => import("./solutions/SolutionsPage"),
  "/service-areas": () => import("./service-areas/ServiceAreasPage"),
  "/about": () => import("./about/AboutPage"),
  "/affiliate": () => import("./affiliate/AffiliatePage"),
  "/affiliate/apply": () => import("./affiliate-apply/AffiliateApplyPage"),
  "/contact": () => import("./contact/ContactPage"),
  "/case-studies": () => import("./case-studies/CaseStudiesPage"),
  "/booking": () => import("./booking/BookingPage"),
  "/booking/confirmation": () => import("./booking/BookingConfirmationPage"),
  "/customer-login": () => import("./customer-login/CustomerLoginPage"),
  "/customer-signup": () => import("./customer-signup/CustomerSignupPage"),
  "/signup-confirmation": () => import("./signup-confirmation/SignupConfirmationPage"),
  "/reset-password": () => import("./reset-password/ResetPasswordPage"),
};

/** The page for an address no route knows. */
export const notFoundPage = (): Promise<PageModule> => import("./not-found/NotFoundPage");

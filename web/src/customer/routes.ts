import type { PageModule } from "../ui/navigation/pageModule";

// The customer area: a signed-in customer's requests, bookings, reviews and settings.
// One lazily loaded module per path pattern; they wear the customer area's own frame
// (layout/CustomerLayout.tsx: its sections, not the site's marketing navigation; app/router/routeModules.ts).
export const customerRoutes: Record<string, () => Promise<PageModule>> = {
  "/customer-dashboard": () => import("./dashboard/CustomerDashboardPage"),
  "/customer/requests/:id": () => import("./request/QuoteRequestPage"),
  "/customer/charter-terms": () => import("./terms/CharterTermsPage"),
  "/customer/testimonials": () => import("./testimonials/CustomerTestimonialsPage"),
  "/customer/settings": () => import("./settings/CustomerSettingsPage"),
  "/customer/affiliate": () => import("./affiliate/AffiliateAccountPage"),
};

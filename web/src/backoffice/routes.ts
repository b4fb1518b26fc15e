import type { PageModule } from "../ui/navigation/pageModule";

// The back office's tools, one lazily loaded module per path pattern, all in the back office's own
// frame (BackOfficeLayout). The staff's sign-in and invitation pages are public pages (site/).
export const backOfficeRoutes: Record<string, () => Promise<PageModule>> = {
  "/admin/dashboard": () => import("./leads/board/AdminDashboardPage"),
  "/admin/bookings": () => import("./bookings/AdminBookingsPage"),
  "/admin/testimonials": () => import("./testimonials/AdminTestimonialsPage"),
  "/admin/affiliates": () => import("./affiliates/AdminAffiliatesPage"),
  "/admin/leads/:id": () => import("./leads/detail/LeadDetailPage"),
  "/admin/analytics": () => import("./analytics/AdminAnalyticsPage"),
  "/admin/users": () => import("./users/AdminUsersPage"),
  "/admin/pricing": () => import("./pricing/AdminPricingPage"),
  "/admin/operators": () => import("./operators/AdminOperatorsPage"),
  "/admin/operators/:id": () => import("./operators/AdminOperatorPage"),
  "/admin/settings": () => import("./settings/AdminSettingsPage"),
  "/admin/empty-legs": () => import("./empty-legs/AdminEmptyLegsPage"),
  "/admin/company": () => import("./company/AdminCompanyPage"),
};

import type { PageModule } from "../ui/navigation/pageModule";

// The back office, one lazily loaded module per path pattern (paths.json lists every surface's;
// app/router checks them). The staff's sign-in and invitation pages are public pages and wear the
// site's frame; the tools behind them wear the back office's own (BackOfficeLayout).
export const staffSignInRoutes: Record<string, () => Promise<PageModule>> = {
  "/login": () => import("./login/StaffLoginPage"),
  "/accept-invite": () => import("./accept-invite/AcceptInvitePage"),
};

export const backOfficeRoutes: Record<string, () => Promise<PageModule>> = {
  "/admin/dashboard": () => import("./leads/board/AdminDashboardPage"),
  "/admin/bookings": () => import("./bookings/AdminBookingsPage"),
  "/admin/testimonials": () => import("./testimonials/AdminTestimonialsPage"),
  "/admin/leads/:id": () => import("./leads/detail/LeadDetailPage"),
  "/admin/analytics": () => import("./analytics/AdminAnalyticsPage"),
  "/admin/users": () => import("./users/AdminUsersPage"),
  "/admin/pricing": () => import("./pricing/AdminPricingPage"),
};

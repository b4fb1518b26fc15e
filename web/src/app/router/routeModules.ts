import type { ComponentType } from "react";

export type RouteModule = { default: ComponentType };

// One lazily loaded page module per pattern in paths.json (routes.test.ts keeps the two in step).
export const routeModules: Record<string, () => Promise<RouteModule>> = {
  "/": () => import("../../pages/home/HomePage"),
  "/programs": () => import("../../pages/programs/ProgramsPage"),
  "/fleet": () => import("../../pages/fleet/FleetPage"),
  "/solutions": () => import("../../pages/solutions/SolutionsPage"),
  "/service-areas": () => import("../../pages/service-areas/ServiceAreasPage"),
  "/about": () => import("../../pages/about/AboutPage"),
  "/affiliate": () => import("../../pages/affiliate/AffiliatePage"),
  "/affiliate/apply": () => import("../../pages/affiliate-apply/AffiliateApplyPage"),
  "/contact": () => import("../../pages/contact/ContactPage"),
  "/case-studies": () => import("../../pages/case-studies/CaseStudiesPage"),
  "/booking": () => import("../../pages/booking/BookingPage"),
  "/booking/confirmation": () => import("../../pages/booking/BookingConfirmationPage"),
  "/login": () => import("../../pages/login/StaffLoginPage"),
  "/customer-login": () => import("../../pages/customer-login/CustomerLoginPage"),
  "/customer-signup": () => import("../../pages/customer-signup/CustomerSignupPage"),
  "/signup-confirmation": () => import("../../pages/signup-confirmation/SignupConfirmationPage"),
  "/reset-password": () => import("../../pages/reset-password/ResetPasswordPage"),
  "/customer-dashboard": () => import("../../pages/customer-dashboard/CustomerDashboardPage"),
  "/customer/requests/:id": () => import("../../pages/customer-request/QuoteRequestPage"),
  "/customer/testimonials": () => import("../../pages/customer-testimonials/CustomerTestimonialsPage"),
  "/customer/settings": () => import("../../pages/customer-settings/CustomerSettingsPage"),
  "/admin/dashboard": () => import("../../pages/admin/dashboard/AdminDashboardPage"),
  "/admin/bookings": () => import("../../pages/admin/bookings/AdminBookingsPage"),
  "/admin/testimonials": () => import("../../pages/admin/testimonials/AdminTestimonialsPage"),
  "/admin/leads/:id": () => import("../../pages/admin/lead-detail/LeadDetailPage"),
  "/admin/analytics": () => import("../../pages/admin/analytics/AdminAnalyticsPage"),
  "/accept-invite": () => import("../../pages/accept-invite/AcceptInvitePage"),
  "/admin/users": () => import("../../pages/admin/users/AdminUsersPage"),
  "/admin/pricing": () => import("../../pages/admin/pricing/AdminPricingPage"),
};

export const notFoundModule = (): Promise<RouteModule> => import("../../pages/not-found/NotFoundPage");

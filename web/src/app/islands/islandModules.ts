import type { ComponentType } from "react";
import type { IslandName } from "../../islands/islandNames";

// Each island's component, loaded on its own: a page fetches only the code of the islands it wakes.
export const islandModules: Record<IslandName, () => Promise<ComponentType<object>>> = {
  "account-actions": () =>
    import("../../site/layout/NavAccountActions").then((m) => m.NavAccountActions as ComponentType<object>),
  "auth-link-notice": () => import("../../features/auth/AuthLinkNotice").then((m) => m.AuthLinkNotice),
  "auth-prompt-forms": () => import("../../features/auth/AuthPromptForms").then((m) => m.AuthPromptForms),
  "contact-form": () => import("../../site/contact/ContactForm").then((m) => m.ContactForm),
  "affiliate-form": () => import("../../site/affiliate-apply/AffiliateApplyPage").then((m) => m.AffiliateApplication),
  "booking-form": () =>
    import("../../site/booking/BookingRequest").then((m) => m.BookingRequest as ComponentType<object>),
  "customer-login": () => import("../../site/customer-login/CustomerLoginPage").then((m) => m.CustomerLogin),
  "customer-signup": () => import("../../site/customer-signup/CustomerSignupPage").then((m) => m.CustomerSignup),
  "staff-login": () => import("../../site/staff-login/StaffLoginPage").then((m) => m.StaffLogin),
  "reset-password": () => import("../../site/reset-password/ResetPasswordPage").then((m) => m.PasswordReset),
  "signup-confirmation": () =>
    import("../../site/signup-confirmation/SignupConfirmationPage").then((m) => m.SignupConfirmation),
  "route-alert-form": () => import("../../site/empty-legs/RouteAlertForm").then((m) => m.RouteAlertForm),
};

// Where the sign-in screens and the two dashboards live (spec §2).
export const customerLoginPath = "/customer-login";
export const customerSignupPath = "/customer-signup";
export const signupConfirmationPath = "/signup-confirmation";
export const staffLoginPath = "/login";
export const customerDashboardPath = "/customer-dashboard";
export const staffDashboardPath = "/admin/dashboard";
export const resetPasswordPath = "/reset-password";
export const acceptInvitePath = "/accept-invite";
export const adminUsersPath = "/admin/users";
export const adminPricingPath = "/admin/pricing";
export const adminCompanyPath = "/admin/company";

// Back-office pages only admins may open (the API refuses their data to staff anyway).
const adminOnlyPaths = new Set([adminUsersPath, adminPricingPath, adminCompanyPath]);

/** Who may open a route: anyone, any signed-in user, staff with back-office access, or admins only. */
export type RouteAccess = "public" | "customer" | "staff" | "admin";

export function routeAccess(pathname: string): RouteAccess {
  if (adminOnlyPaths.has(pathname)) return "admin";
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "staff";
  if (pathname === customerDashboardPath || pathname.startsWith("/customer/")) return "customer";
  return "public";
}

/** The login page that leads back to a protected route. */
export function loginPathFor(pathname: string): string {
  const access = routeAccess(pathname);
  return access === "staff" || access === "admin" ? staffLoginPath : customerLoginPath;
}

/** app_metadata.role as the server puts it in the session: customer, staff or admin. */
export function isStaffRole(role: unknown): boolean {
  return role === "staff" || role === "admin" || role === "STAFF" || role === "ADMIN";
}

export function dashboardPathFor(role: unknown): string {
  return isStaffRole(role) ? staffDashboardPath : customerDashboardPath;
}

import { describe, expect, it } from "vitest";
import { dashboardPathFor, loginPathFor, routeAccess } from "./paths";
import { loginUrl, sanitizeRedirect } from "./redirects";

const fallback = "/customer-dashboard";

describe("sanitizeRedirect", () => {
  it("keeps a same-origin path with its query and fragment", () => {
    expect(sanitizeRedirect("/customer-dashboard", fallback)).toBe("/customer-dashboard");
    expect(sanitizeRedirect("/admin/leads/42?tab=notes#latest", fallback)).toBe("/admin/leads/42?tab=notes#latest");
    expect(sanitizeRedirect("/booking?from=London%20Heathrow&to=Paris", fallback)).toBe(
      "/booking?from=London%20Heathrow&to=Paris",
    );
  });

  it("refuses absolute and protocol-relative URLs", () => {
    for (const raw of [
      "https://evil.example/",
      "http://127.0.0.1:4173/customer-dashboard",
      "//evil.example",
      "//evil.example/customer-dashboard",
      "///evil.example",
    ]) {
      expect(sanitizeRedirect(raw, fallback), raw).toBe(fallback);
    }
  });

  it("refuses backslash tricks that browsers read as //", () => {
    for (const raw of ["/\\evil.example", "\\\\evil.example", "/\\/evil.example", "/customer\\dashboard"]) {
      expect(sanitizeRedirect(raw, fallback), raw).toBe(fallback);
    }
  });

  it("refuses other schemes and relative paths", () => {
    for (const raw of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "customer-dashboard",
      "./admin",
      " /customer-dashboard",
    ]) {
      expect(sanitizeRedirect(raw, fallback), raw).toBe(fallback);
    }
  });

  it("refuses control characters the URL parser would drop (/\\t/evil.example is //evil.example)", () => {
    for (const raw of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/\u0000x"]) {
      expect(sanitizeRedirect(raw, fallback), JSON.stringify(raw)).toBe(fallback);
    }
  });

  it("refuses empty, missing and overlong values", () => {
    expect(sanitizeRedirect(null, fallback)).toBe(fallback);
    expect(sanitizeRedirect(undefined, fallback)).toBe(fallback);
    expect(sanitizeRedirect("", fallback)).toBe(fallback);
    expect(sanitizeRedirect(`/${"a".repeat(3000)}`, fallback)).toBe(fallback);
  });

  it("does not send a user who just signed in back to a sign-in screen", () => {
    for (const raw of [
      "/login",
      "/customer-login?redirect=/x",
      "/customer-signup",
      "/signup-confirmation?email=a@b.c",
      "/reset-password",
    ]) {
      expect(sanitizeRedirect(raw, fallback), raw).toBe(fallback);
    }
  });

  it("normalises dot segments, staying on the site", () => {
    expect(sanitizeRedirect("/a/../admin/dashboard", fallback)).toBe("/admin/dashboard");
    expect(sanitizeRedirect("/../../etc", fallback)).toBe("/etc");
  });
});

describe("loginUrl", () => {
  it("carries the page to return to", () => {
    expect(loginUrl("/customer-login", "/customer-dashboard")).toBe("/customer-login?redirect=%2Fcustomer-dashboard");
    expect(loginUrl("/login", "/admin/dashboard?x=1")).toBe("/login?redirect=%2Fadmin%2Fdashboard%3Fx%3D1");
  });

  it("leaves out a target that is unsafe or just the home page", () => {
    expect(loginUrl("/customer-login", "https://evil.example")).toBe("/customer-login");
    expect(loginUrl("/customer-login", "/")).toBe("/customer-login");
  });
});

describe("route access", () => {
  it("protects customer pages with the customer login and /admin/* with the staff login", () => {
    expect(routeAccess("/customer-dashboard")).toBe("customer");
    expect(routeAccess("/customer/testimonials")).toBe("customer");
    expect(routeAccess("/admin/dashboard")).toBe("staff");
    expect(routeAccess("/admin/leads/:id")).toBe("staff");
    expect(routeAccess("/admin/users")).toBe("admin");
    expect(routeAccess("/admin/pricing")).toBe("admin");
    expect(loginPathFor("/admin/pricing")).toBe("/login");
    expect(routeAccess("/")).toBe("public");
    expect(routeAccess("/customer-login")).toBe("public");
    expect(routeAccess("/administrator")).toBe("public");
    expect(loginPathFor("/customer-dashboard")).toBe("/customer-login");
    expect(loginPathFor("/admin/users")).toBe("/login");
  });

  it("sends each role to its dashboard", () => {
    expect(dashboardPathFor("customer")).toBe("/customer-dashboard");
    expect(dashboardPathFor("staff")).toBe("/admin/dashboard");
    expect(dashboardPathFor("admin")).toBe("/admin/dashboard");
    expect(dashboardPathFor(null)).toBe("/customer-dashboard");
  });
});

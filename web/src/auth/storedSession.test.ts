import { describe, expect, it } from "vitest";
import { storedSession } from "./storedSession";

const NOW = 1_800_000_000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: object) => `${base64url({ alg: "HS256" })}.${base64url(claims)}.signature`;

function stored(overrides: Record<string, unknown> = {}, factors?: { status: string }[]) {
  return JSON.stringify({
    access_token: token({ sub: "u1", aal: "aal1" }),
    refresh_token: "r",
    expires_at: NOW + 3600,
    user: { id: "u1", email: "u1@example.com", ...(factors ? { factors } : {}) },
    ...overrides,
  });
}
const here = { href: "https://site.example/admin/dashboard" };

describe("storedSession", () => {
  it("takes a stored session that is still good, with its level as auth-js works it out", () => {
    expect(storedSession(stored(), here, NOW)).toMatchObject({
      session: { user: { id: "u1" } },
      aal: { current: "aal1", next: "aal1" },
    });
    // A verified factor: the session owes its second factor until the token says aal2.
    expect(storedSession(stored({}, [{ status: "verified" }]), here, NOW)?.aal).toEqual({
      current: "aal1",
      next: "aal2",
    });
    expect(storedSession(stored({}, [{ status: "unverified" }]), here, NOW)?.aal).toEqual({
      current: "aal1",
      next: "aal1",
    });
    const second = stored({ access_token: token({ sub: "u1", aal: "aal2" }) }, [{ status: "verified" }]);
    expect(storedSession(second, here, NOW)?.aal).toEqual({ current: "aal2", next: "aal2" });
  });

  it("leaves to auth-js a session about to expire, a broken one, and none", () => {
    expect(storedSession(stored({ expires_at: NOW + 60 }), here, NOW)).toBeNull();
    expect(storedSession(stored({ access_token: "not-a-jwt" }), here, NOW)).toBeNull();
    expect(storedSession(stored({ user: null }), here, NOW)).toBeNull();
    expect(storedSession("{", here, NOW)).toBeNull();
    expect(storedSession(null, here, NOW)).toBeNull();
  });

  it("waits for auth-js when the address brings a sign-in link to exchange or report", () => {
    for (const href of [
      "https://site.example/customer-dashboard?code=abc",
      "https://site.example/customer-dashboard?error=access_denied",
      "https://site.example/#access_token=t&type=recovery",
      "https://site.example/#error=access_denied&error_code=otp_expired",
    ])
      expect(storedSession(stored(), { href }, NOW)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { Viewer } from "../core/viewer.js";
import { judge } from "./socket-sessions.js";

const viewer: Viewer = {
  userId: "u1",
  sessionId: "s1",
  email: "a@b.c",
  role: "STAFF",
  aal: "aal2",
  owesSecondFactor: false,
  staffMfaSatisfied: true,
  expiresAt: 0,
};
const state = (changes: Partial<Parameters<typeof judge>[1] & object> = {}) => ({
  session_id: "s1",
  user_id: "u1",
  role: "staff" as const,
  aal: "aal2" as const,
  amr: [{ method: "password" }, { method: "totp" }],
  banned: false,
  has_factor: false,
  ...changes,
});

describe("judge: a socket's session now against the one it was admitted with", () => {
  it("keeps an unchanged session as it is", () => {
    expect(judge(viewer, state(), "any")).toEqual({ ok: true, viewer });
  });

  it("ends a socket whose session is gone, belongs to someone else, or whose user is banned (4401)", () => {
    expect(judge(viewer, undefined, "any")).toEqual({ ok: false, code: 4401, reason: "Session ended" });
    expect(judge(viewer, state({ user_id: "u2" }), "any")).toMatchObject({ ok: false, code: 4401 });
    expect(judge(viewer, state({ banned: true }), "any")).toEqual({ ok: false, code: 4401, reason: "User is banned" });
  });

  it("ends a socket whose role or aal dropped (4403)", () => {
    expect(judge(viewer, state({ role: "customer" }), "any")).toEqual({
      ok: false,
      code: 4403,
      reason: "Role changed",
    });
    expect(judge(viewer, state({ aal: "aal1" }), false)).toEqual({
      ok: false,
      code: 4403,
      reason: "Session assurance level lowered",
    });
  });

  it("ends an aal1 socket once its user has a verified second factor (4403, insufficient_aal)", () => {
    const aal1 = { ...viewer, role: "CUSTOMER" as const, aal: "aal1" as const };
    const customer = { role: "customer" as const, aal: "aal1" as const, amr: [{ method: "password" }] };
    expect(judge(aal1, state({ ...customer, has_factor: false }), false)).toEqual({ ok: true, viewer: aal1 });
    expect(judge(aal1, state({ ...customer, has_factor: true }), false)).toEqual({
      ok: false,
      code: 4403,
      reason: "insufficient_aal",
    });
  });

  it("lets a promotion or a raised aal apply to the next operation, as over HTTP", () => {
    expect(judge(viewer, state({ role: "admin" }), "any")).toEqual({ ok: true, viewer: { ...viewer, role: "ADMIN" } });
    const aal1 = { ...viewer, aal: "aal1" as const, staffMfaSatisfied: false };
    expect(judge(aal1, state(), "any")).toEqual({
      ok: true,
      viewer: { ...aal1, aal: "aal2", staffMfaSatisfied: true },
    });
  });

  it("under STAFF_REQUIRE_MFA=webauthn, judges by the security key among the session's methods", () => {
    const withKey = state({ amr: [{ method: "password" }, { method: "mfa/webauthn" }] });
    expect(judge(viewer, withKey, "webauthn")).toEqual({ ok: true, viewer });
    // Still aal2, but the security key's entry is gone (the key was removed): the staff rights end.
    expect(judge(viewer, state(), "webauthn")).toEqual({
      ok: false,
      code: 4403,
      reason: "Session assurance level lowered",
    });
    const totpOnly = { ...viewer, staffMfaSatisfied: false };
    expect(judge(totpOnly, withKey, "webauthn")).toEqual({
      ok: true,
      viewer: { ...totpOnly, staffMfaSatisfied: true },
    });
  });
});

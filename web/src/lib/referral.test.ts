import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberReferral, visitReferral, withReferral } from "./referral";

// The browser's storages, per tab and lasting: the code may only ever be in the first.
class BrowserStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}
const sessionStorage = new BrowserStorage();
const localStorage = new BrowserStorage();

describe("the visit's referral code", () => {
  beforeEach(() => {
    vi.stubGlobal("sessionStorage", sessionStorage);
    vi.stubGlobal("localStorage", localStorage);
    sessionStorage.items.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it("is kept from a page's ?ref= for the visit, the latest well-formed one winning", () => {
    expect(visitReferral()).toBeNull();
    rememberReferral("?utm_source=blog&ref=K7Q3XP2M");
    expect(visitReferral()).toBe("K7Q3XP2M");
    rememberReferral("?ref=summer-promo_2");
    expect(visitReferral()).toBe("summer-promo_2");
    expect(localStorage.items.size).toBe(0);
  });

  it("ignores pages without one and codes the API would refuse", () => {
    rememberReferral("?ref=K7Q3XP2M");
    for (const search of ["", "?ref=", "?ref=%20", "?ref=<script>", `?ref=${"A".repeat(41)}`]) rememberReferral(search);
    expect(visitReferral()).toBe("K7Q3XP2M");
  });

  it("goes with a sign-up only when there is one", () => {
    expect(withReferral(null)).toEqual({});
    expect(withReferral("K7Q3XP2M")).toEqual({ referral_code: "K7Q3XP2M" });
  });
});

import { describe, expect, it, vi } from "vitest";
import { takeRecoveryFragment } from "./recoveryFragment";

describe("takeRecoveryFragment", () => {
  it("takes a recovery session out of the URL and sends the page to the password form", () => {
    const replaceState = vi.fn();
    const tokens = takeRecoveryFragment(
      { hash: "#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery", search: "" },
      { replaceState },
    );
    expect(tokens).toEqual({ access_token: "a.b.c", refresh_token: "r1" });
    expect(replaceState).toHaveBeenCalledWith(null, "", "/reset-password");
  });

  it("leaves any other URL alone", () => {
    const replaceState = vi.fn();
    expect(
      takeRecoveryFragment({ hash: "#access_token=a.b.c&refresh_token=r1&type=signup", search: "" }, { replaceState }),
    ).toBeNull();
    expect(
      takeRecoveryFragment({ hash: "#error=access_denied&error_code=otp_expired", search: "" }, { replaceState }),
    ).toBeNull();
    expect(takeRecoveryFragment({ hash: "", search: "?code=abc" }, { replaceState })).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});

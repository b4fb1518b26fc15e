import { describe, expect, it } from "vitest";
import { authStorageKey } from "../auth/authClient";
import { readSession } from "./session";

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === authStorageKey ? value : null) });

describe("readSession", () => {
  it("returns the site's access token while it is valid", () => {
    const stored = JSON.stringify({
      access_token: "token-1",
      expires_at: 2_000,
      user: { email: "ops@skycharter.example" },
    });
    expect(readSession(storageWith(stored), 1_000)).toEqual({
      accessToken: "token-1",
      email: "ops@skycharter.example",
    });
  });

  it("ignores an expired, missing or unreadable session", () => {
    expect(readSession(storageWith(JSON.stringify({ access_token: "old", expires_at: 999 })), 1_000)).toBeNull();
    expect(readSession(storageWith(null))).toBeNull();
    expect(readSession(storageWith("{not json"))).toBeNull();
    expect(readSession(storageWith(JSON.stringify({ user: {} })))).toBeNull();
    expect(readSession(undefined)).toBeNull();
    expect(
      readSession({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBeNull();
  });
});

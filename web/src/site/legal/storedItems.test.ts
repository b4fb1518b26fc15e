import { describe, expect, it } from "vitest";
import { authStorageKey } from "../../auth/storageKey";
import { preferenceCookies } from "../../lib/preferenceCookies";
import { storedItems } from "./storedItems";

// The cookie notice lists every key the site keeps in the browser: each "skycharter.…" key the web's
// code writes (a fixed one, or the fixed start of one per request or thread) and each cookie.
const sources = import.meta.glob<string>(["../../**/*.{ts,tsx}", "!../../**/*.test.{ts,tsx}", "!../../graphql/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const listed = new Set(storedItems.map((item) => item.name.replace(/…$/, "")));

describe("the cookie notice's list", () => {
  it("names every storage key in the web's code", () => {
    const keys = new Set<string>();
    for (const text of Object.values(sources))
      for (const match of text.matchAll(/["'`](skycharter\.[A-Za-z.-]*?)(?:\$\{|["'`])/g)) keys.add(match[1]!);
    expect(keys.size).toBeGreaterThan(5);
    expect([...keys].filter((key) => !listed.has(key))).toEqual([]);
  });

  it("names the cookies and the session's own keys", () => {
    for (const name of [
      preferenceCookies.locale,
      preferenceCookies.currency,
      authStorageKey,
      `${authStorageKey}-code-verifier`,
    ])
      expect(listed).toContain(name);
  });
});

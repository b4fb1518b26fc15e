// What an island's slot in the server's HTML says, read by the static page's script without React.

/**
 * When a static-first page's island wakes up in the browser:
 * - "load": at once (the page is about it: a sign-in page);
 * - "visible": when it scrolls near the viewport, or on first use, whichever comes first;
 * - "interaction": on first pointer, focus or key inside it;
 * - "resume": on first use too, but at once when the visitor has something of their own to see in
 *   it (a draft kept in this tab, a stored sign-in);
 * - "session": only for a visitor with a stored sign-in (the header's "My Dashboard");
 * - "auth-link": only when the address carries an emailed link's or Google's answer.
 */
export type HydrateWhen = "load" | "visible" | "interaction" | "resume" | "session" | "auth-link";

/**
 * Announced on the document when someone signs in on a static page (an island's form, an emailed
 * link, Google): islands that wait for a session wake up then.
 */
export const signedInEvent = "skycharter:signed-in";

/** The attributes the server's slot carries and the browser reads. */
export const islandAttributes = {
  name: "data-island",
  slot: "data-island-slot",
  when: "data-hydrate",
  props: "data-island-props",
} as const;

/** React's ids inside an island root: distinct per island, the same on the server and in the browser. */
export function islandIdPrefix(slot: number): string {
  return `i${slot}-`;
}

import { useEffect } from "react";

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The rows of the page's list that are on screen (a list drawn as a table and as cards shows one of them). */
const visibleRows = () =>
  [...document.querySelectorAll<HTMLElement>("main [data-list-row]")].filter((row) => row.offsetParent !== null);

/** Moves the focus to the next (1) or previous (-1) row's first link or button, from the row holding it now. */
function moveThroughList(step: 1 | -1) {
  const rows = visibleRows();
  if (!rows.length) return;
  const current = rows.findIndex((row) => row.contains(document.activeElement));
  const next =
    rows[current === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, current + step))]!;
  const target = next.querySelector<HTMLElement>("a[href], button:not([disabled])") ?? next;
  target.focus();
  next.scrollIntoView({ block: "nearest" });
}

/**
 * The back office's keys, where nothing is being typed: Ctrl-K (⌘-K on a Mac) opens the search from
 * anywhere, even a field; "/" puts the cursor in the page's own search box (its first
 * `type="search"` input); j and k move down and up the page's list (rows marked `data-list-row`),
 * and Enter opens the row's link.
 */
export function useBackOfficeKeys(openPalette: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      if (event.key === "/") {
        const search = document.querySelector<HTMLInputElement>("main input[type='search']");
        if (!search) return;
        event.preventDefault();
        search.focus();
      } else if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        moveThroughList(event.key === "j" ? 1 : -1);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [openPalette]);
}

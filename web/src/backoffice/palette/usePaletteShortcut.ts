import { useEffect } from "react";

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The back office's keys: Ctrl-K (⌘-K on a Mac) opens the search from anywhere; "/" puts the cursor
 * in the page's own search box (the first `type="search"` input), unless one is being typed in.
 */
export function usePaletteShortcut(openPalette: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openPalette();
      } else if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)) {
        const search = document.querySelector<HTMLInputElement>("main input[type='search']");
        if (!search) return;
        event.preventDefault();
        search.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [openPalette]);
}

import { useChakraContext } from "@chakra-ui/react";
import { useCallback, useSyncExternalStore } from "react";

const wideOnTheServer = () => true;

const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether the window is at least the theme's `from` breakpoint wide, followed as it resizes: a
 * list shows as a table from there, as cards below. Only the one shown is rendered (a hidden
 * twin of every row cost the back office's first render as much as the rows themselves). The
 * query is the theme's own, so it agrees with the styles' breakpoints. Without a window (a server
 * render) it answers wide.
 */
export function useWideLayout(from: "md" | "lg" = "md"): boolean {
  const query = useChakraContext()
    .breakpoints.up(from)
    .replace(/^@media\s+/, "");
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matches = useCallback(() => listFor(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, wideOnTheServer);
}

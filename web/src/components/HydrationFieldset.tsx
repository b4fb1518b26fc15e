import { chakra } from "@chakra-ui/react";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";

const subscribeToNothing = () => () => {};

/** False while React renders the server's HTML (prerender, hydration), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Every form control of a prerendered page stays disabled until the page's script has taken it
 * over: text typed or a button pressed before hydration would otherwise be lost without a word.
 * Links keep working. `display: contents` leaves the layout as if the fieldset were not there,
 * and the controls keep their normal look for that moment (no flash of dimmed fields).
 */
export function HydrationFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // <html data-hydrated>: the page now answers input (browser tests wait for it after navigating).
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return (
    <chakra.fieldset
      disabled={!hydrated}
      display="contents"
      css={hydrated ? undefined : { "& :disabled": { opacity: "1 !important", cursor: "progress !important" } }}
    >
      {children}
    </chakra.fieldset>
  );
}

import { chakra } from "@chakra-ui/react";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";

const subscribeToNothing = () => () => {};

/** False while React renders the server's HTML (server rendering, hydration), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The page's form controls stay disabled from the moment the page's script starts until the app has
 * hydrated them: text typed or a button pressed in between would otherwise be lost without a word.
 * The server's HTML has them enabled, so without JavaScript the forms that post to the server work.
 * The script sets `disabled` itself (main.tsx) and this component lifts it: React does not own the
 * attribute. `display: contents` leaves the layout as if the fieldset were not there, and the
 * controls keep their normal look for that moment (no flash of dimmed fields).
 */
export function HydrationFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // <html data-hydrated>: the page now answers input (browser tests wait for it after navigating).
  useEffect(() => {
    if (!hydrated) return;
    if (fieldset.current) fieldset.current.disabled = false;
    document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return (
    <chakra.fieldset
      ref={fieldset}
      // What the entry script (main.tsx) looks for to disable it.
      data-hydration-fieldset=""
      display="contents"
      css={{ "&:disabled :disabled": { opacity: "1 !important", cursor: "progress !important" } }}
    >
      {children}
    </chakra.fieldset>
  );
}

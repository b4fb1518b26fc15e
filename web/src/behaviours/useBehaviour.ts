import { useEffect, useRef } from "react";

/**
 * In the app (customer area, back office) a component attaches the same DOM behaviour a static page
 * attaches by its marker: one implementation for both. The element ref goes on the marked element.
 */
export function useBehaviour<E extends HTMLElement>(attach: (element: E) => () => void) {
  const ref = useRef<E>(null);
  const latest = useRef(attach);
  latest.current = attach;
  useEffect(() => {
    if (!ref.current) return;
    return latest.current(ref.current);
  }, []);
  return ref;
}

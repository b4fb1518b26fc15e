import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A form's values kept in sessionStorage while it is being filled, so a reload or a failed send
 * loses nothing; `reset` starts a fresh draft (after a successful send).
 */
export function useFormDraft<T extends object>(
  key: string,
  initial: () => T,
  posted?: Partial<T>,
): [T, (patch: Partial<T>) => void, () => void] {
  // The first render is the form as the server's page has it (empty, or what a POST without
  // JavaScript sent); the stored draft follows.
  const [values, setValues] = useState<T>(() => ({ ...initial(), ...posted }));
  // What the server was just sent is newer than any draft kept in this tab.
  const restored = useRef(posted !== undefined);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      try {
        const raw = globalThis.sessionStorage?.getItem(key);
        if (raw) setValues((current) => ({ ...current, ...(JSON.parse(raw) as Partial<T>) }));
      } catch {
        // Nothing usable stored.
      }
      return;
    }
    try {
      globalThis.sessionStorage?.setItem(key, JSON.stringify(values));
    } catch {
      // Not kept across a reload; the form still works.
    }
  }, [key, values]);
  const update = useCallback((patch: Partial<T>) => setValues((current) => ({ ...current, ...patch })), []);
  const reset = useCallback(() => {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Nothing stored.
    }
    setValues(initial());
  }, [key, initial]);
  return [values, update, reset];
}

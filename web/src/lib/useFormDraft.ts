import { useCallback, useEffect, useState } from "react";

/**
 * A form's values kept in sessionStorage while it is being filled, so a reload or a failed send
 * loses nothing; `reset` starts a fresh draft (after a successful send).
 */
export function useFormDraft<T extends object>(key: string, initial: () => T): [T, (patch: Partial<T>) => void, () => void] {
  const [values, setValues] = useState<T>(() => {
    try {
      const raw = globalThis.sessionStorage?.getItem(key);
      return raw ? { ...initial(), ...(JSON.parse(raw) as Partial<T>) } : initial();
    } catch {
      return initial();
    }
  });
  useEffect(() => {
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

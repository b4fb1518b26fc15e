import { useCallback, useEffect, useRef, useState } from "react";

const highlightMs = 4000;

/** Leads that just arrived, each highlighted for a few seconds so staff notice it. */
export function useFreshLeads() {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const markFresh = useCallback((id: string) => {
    setFresh((ids) => new Set(ids).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }, highlightMs);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return { fresh, markFresh };
}

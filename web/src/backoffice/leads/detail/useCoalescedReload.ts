import { useCallback, useRef } from "react";

/**
 * One reload at a time: a call while one runs asks for a single more after it. Sending three quote
 * options announces three lead events on top of the form's own reload; they cost two reloads, not four.
 */
export function useCoalescedReload(reload: () => Promise<unknown>): () => void {
  const latest = useRef(reload);
  latest.current = reload;
  const state = useRef<"idle" | "running" | "again">("idle");
  return useCallback(() => {
    if (state.current !== "idle") {
      state.current = "again";
      return;
    }
    const run = () => {
      state.current = "running";
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          if (state.current === "again") run();
          else state.current = "idle";
        });
    };
    run();
  }, []);
}

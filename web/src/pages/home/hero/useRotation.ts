import { useCallback, useEffect, useState } from "react";

interface RotationState {
  index: number;
  /** The slide shown before `index`, kept underneath while the new one fades in. */
  previous: number | null;
}

/** Index that advances every `intervalMs` while not paused; each new slide gets its full time. */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [state, setState] = useState<RotationState>({ index: 0, previous: null });

  useEffect(() => {
    if (paused || count < 2) return;
    const current = state.index;
    const timer = window.setTimeout(() => setState({ index: (current + 1) % count, previous: current }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [count, intervalMs, paused, state.index]);

  const goTo = useCallback((next: number) => {
    setState((s) => (s.index === next ? s : { index: next, previous: s.index }));
  }, []);

  return { ...state, goTo };
}

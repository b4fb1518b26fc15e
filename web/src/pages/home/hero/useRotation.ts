import { useCallback, useEffect, useRef, useState } from "react";
import { remainingAfter } from "../../../hooks/useArrivedAt";

interface RotationState {
  index: number;
  /** The slide shown before `index`, kept underneath while the new one fades in. */
  previous: number | null;
}

/**
 * Index that advances every `intervalMs` while not paused; each new slide gets its full time. The
 * first slide's time counts from `arrivedAt` (the page's load), not from when the script ran.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean, arrivedAt: number) {
  const [state, setState] = useState<RotationState>({ index: 0, previous: null });
  const firstSlide = useRef(true);

  useEffect(() => {
    if (paused || count < 2) return;
    const current = state.index;
    const delay = firstSlide.current ? remainingAfter(arrivedAt, intervalMs) : intervalMs;
    firstSlide.current = false;
    const timer = window.setTimeout(() => setState({ index: (current + 1) % count, previous: current }), delay);
    return () => window.clearTimeout(timer);
  }, [count, intervalMs, paused, state.index, arrivedAt]);

  const goTo = useCallback((next: number) => {
    setState((s) => (s.index === next ? s : { index: next, previous: s.index }));
  }, []);

  return { ...state, goTo };
}

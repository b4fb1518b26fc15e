import { onTestFinished, vi } from "vitest";

/**
 * Holds the in-process server's clock (Date and Date.now, which its limits, windows and expiries
 * read) at `at` until the test ends; timers, sockets and PostgreSQL keep real time. `advance` moves
 * it on, so a test reaches the end of a window without waiting for it.
 */
export function holdClock(at: number | Date = Date.now()) {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  onTestFinished(() => void vi.useRealTimers());
  return {
    advance: (ms: number) => vi.setSystemTime(Date.now() + ms),
  };
}

import { setTimeout as delay } from "node:timers/promises";

/**
 * Reads `read` until it gives a value (not undefined), checking again every `intervalMs`; throws
 * `failure` after `timeoutMs`. Waits on the monotonic clock, so a test that holds Date (holdClock)
 * cannot stop it. Used by vitest and Playwright alike, so it depends on neither.
 */
export async function until<T>(
  read: () => Promise<T | undefined>,
  { timeoutMs = 10_000, intervalMs = 50, failure }: { timeoutMs?: number; intervalMs?: number; failure: () => string },
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(failure());
    await delay(intervalMs);
  }
}

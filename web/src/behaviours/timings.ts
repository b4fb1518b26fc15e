// Spec §9's numbers for the page's behaviours, shared by the static page and the app.
export const arrowScrollPx = 300;
export const solidHeaderAfterPx = 20;
export const heroRotationMs = 5000;

/** Milliseconds left until `delayMs` after `arrivedAt` on the performance clock (0 when already past). */
export function remainingAfter(arrivedAt: number, delayMs: number): number {
  return Math.max(0, arrivedAt + delayMs - performance.now());
}

// What a page fetches ahead once the visitor shows they are there (a press, a key, a focus), not
// before: code or messages they may need next. `act` may run once per kind of touch: it must be idempotent.
const touches = ["pointerdown", "keydown", "focusin"] as const;

export function onFirstTouch(act: () => void): void {
  for (const type of touches) document.addEventListener(type, act, { once: true, capture: true, passive: true });
}

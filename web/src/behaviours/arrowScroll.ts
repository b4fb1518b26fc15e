import { isTypingTarget } from "../ui/hooks/isTypingTarget";

/** Up/Down arrows scroll the page smoothly by `step` px (spec §2), unless focus is in a field. */
export function attachArrowScroll(step: number): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTypingTarget(event.target)) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: event.key === "ArrowDown" ? step : -step, behavior: reduceMotion ? "auto" : "smooth" });
  };
  window.addEventListener("keydown", onKeyDown);
  return () => window.removeEventListener("keydown", onKeyDown);
}

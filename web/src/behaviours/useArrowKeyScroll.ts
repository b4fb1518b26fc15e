import { useEffect } from "react";
import { attachArrowScroll } from "./arrowScroll";

/** Up/Down arrows scroll the page by `step` px (spec §2); a static page attaches the same behaviour itself. */
export function useArrowKeyScroll(step: number): void {
  useEffect(() => attachArrowScroll(step), [step]);
}

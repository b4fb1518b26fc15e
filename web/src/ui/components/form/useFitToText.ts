import { useLayoutEffect, type RefObject } from "react";

/**
 * Grows a textarea with its text, never below its rows: whatever is typed or restored stays in
 * view. An empty one keeps the height its rows give it, with nothing to measure.
 */
export function useFitToText(ref: RefObject<HTMLTextAreaElement | null>, text: string) {
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = "";
    if (text === "") return;
    // The content's height plus the borders (offsetHeight less clientHeight).
    textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
  }, [ref, text]);
}

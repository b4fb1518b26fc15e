import type { MotionProps } from "framer-motion";

// `reduced`: the person asked their system for reduced motion (framer-motion's useReducedMotionConfig).
// Then nothing moves: framer-motion would make such a move instant, but still paint one frame at the
// old place; a fade is all they get.

/**
 * A lead (or request) that just arrived live slides in from above, and the rows below make room
 * smoothly; everything else is placed as is. For `m` list items.
 */
export function arrivalOf(
  fresh: boolean,
  reduced: boolean | null,
): Pick<MotionProps, "initial" | "animate" | "layout"> {
  if (reduced) return { initial: fresh ? { opacity: 0 } : false, animate: { opacity: 1 } };
  return { initial: fresh ? { opacity: 0, y: -16 } : false, animate: { opacity: 1, y: 0 }, layout: "position" };
}

/**
 * An item that travels when it moves, also from one list to another: the element that mounts with
 * the same layoutId elsewhere takes over from the one leaving.
 */
export function travelOf(layoutId: string, reduced: boolean | null): Pick<MotionProps, "layout" | "layoutId"> {
  return reduced ? {} : { layout: true, layoutId };
}

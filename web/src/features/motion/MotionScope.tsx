import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

const loadFeatures = () => import("./motionFeatures").then((module) => module.motionFeatures);

/**
 * Where the back office and the customer area animate (never the public pages): `m` components
 * inside come alive once the features have loaded, and anyone who asks their system for reduced
 * motion gets none (no movement; a fade at most).
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

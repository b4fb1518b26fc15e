import { assertTransition, type TransitionMap } from "../../core/state-machine.js";
import { TestimonialStatus } from "./testimonial.enums.js";

/** Reviewed once, then staff may change their mind either way; nothing goes back to PENDING. */
export const TESTIMONIAL_TRANSITIONS: TransitionMap<TestimonialStatus> = {
  [TestimonialStatus.PENDING]: [TestimonialStatus.APPROVED, TestimonialStatus.REJECTED],
  [TestimonialStatus.APPROVED]: [TestimonialStatus.REJECTED],
  [TestimonialStatus.REJECTED]: [TestimonialStatus.APPROVED],
};

/** CONFLICT unless `from → to` is a documented move; APPROVED → APPROVED (a change of `featured` only) is allowed. */
export function assertTestimonialTransition(from: TestimonialStatus, to: TestimonialStatus): void {
  if (from === TestimonialStatus.APPROVED && to === TestimonialStatus.APPROVED) return;
  assertTransition("testimonial", TESTIMONIAL_TRANSITIONS, from, to);
}

import { registerEnumType } from "type-graphql";

// Values are the names: the database enum testimonial_status spells them the same.
export enum TestimonialStatus {
  PENDING = "PENDING",
  APPROVED = "APPROVED",
  REJECTED = "REJECTED",
}

registerEnumType(TestimonialStatus, {
  name: "TestimonialStatus",
  description:
    "Where a testimonial stands in review. Moves are limited to those in testimonials/testimonial-status-moves.ts.",
  valuesConfig: {
    PENDING: { description: "Submitted by a customer, waiting for staff." },
    APPROVED: { description: "Shown on the site; may be featured. Staff may still reject it." },
    REJECTED: { description: "Not shown. Staff may still approve it." },
  },
});

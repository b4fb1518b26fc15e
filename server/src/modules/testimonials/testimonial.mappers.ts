import type { TestimonialEntity } from "./testimonial.entity.js";
import type { Testimonial } from "./testimonial.js";

export function toTestimonial(row: TestimonialEntity): Testimonial {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    text: row.body,
    locale: row.locale,
    status: row.status,
    featured: row.featured,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    authorUserId: row.authorUserId,
    bookingIdValue: row.bookingId,
    reviewedByUserId: row.reviewedByUserId,
  };
}

import type { TestimonialStatus } from "./testimonial.enums.js";

/** A customer's review of their flight. The public see approved ones only. */
export interface Testimonial {
  id: string;
  /** The name shown with it, as the customer gave it. */
  authorName: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
  /** en, es, ar or zh. */
  locale: string;
  status: TestimonialStatus;
  /** Shown first on the site; only approved ones are featured. */
  featured: boolean;
  createdAt: Date;
  reviewedAt: Date | null;
  authorUserId: string | null;
  /** The booking it is about: its author and staff see it. */
  bookingIdValue: string | null;
  reviewedByUserId: string | null;
}

/** A customer's testimonial as they send it. */
export interface NewTestimonial {
  rating: number;
  text: string;
  /** The account's name when absent. */
  authorName?: string | null;
  /** The account's language when absent. */
  locale?: string | null;
  /** One of their own COMPLETED bookings. */
  bookingId?: string | null;
}

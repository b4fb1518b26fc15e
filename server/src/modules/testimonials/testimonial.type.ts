import { Field, ID, Int, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import { TestimonialStatus } from "./testimonial.enums.js";
import type { Testimonial } from "./testimonial.js";

@ObjectType("Testimonial", { description: "A customer's review of their flight. The public see approved ones only." })
export class TestimonialObject implements Testimonial {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "The name shown with it, as the customer gave it." })
  authorName!: string;

  @Field(() => Int, { description: "1 to 5 stars." })
  rating!: number;

  @Field(() => String, { description: "10 to 1,000 characters." })
  text!: string;

  @Field(() => String, { description: "The language it is written in: en, es, ar or zh." })
  locale!: string;

  @Field(() => TestimonialStatus)
  status!: TestimonialStatus;

  @Field(() => Boolean, { description: "Shown first on the site; only approved testimonials are featured." })
  featured!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When staff last reviewed it." })
  reviewedAt!: Date | null;

  /** For field resolvers. */
  authorUserId!: string | null;
  bookingIdValue!: string | null;
  reviewedByUserId!: string | null;
}

@ObjectType("TestimonialConnection", { description: "A page of testimonials, newest first." })
export class TestimonialConnection extends Connection("Testimonial", TestimonialObject) {}

import { Field, ID, InputType, Int } from "type-graphql";
import type { NewTestimonial } from "./testimonial.js";

@InputType("TestimonialInput")
export class TestimonialInput implements NewTestimonial {
  @Field(() => Int, { description: "1 to 5 stars." })
  rating!: number;

  @Field(() => String, { description: "10 to 1,000 characters." })
  text!: string;

  @Field(() => String, {
    nullable: true,
    description: "The name to show, at most 120 characters; the account's name when omitted.",
  })
  authorName?: string | null;

  @Field(() => String, { nullable: true, description: "en, es, ar or zh; the account's language when omitted." })
  locale?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The caller's own COMPLETED booking it is about; one testimonial per booking.",
  })
  bookingId?: string | null;
}

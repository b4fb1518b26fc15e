import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { seesAllRows } from "../../core/viewer.js";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import { TestimonialStatus } from "./testimonial.enums.js";
import { TestimonialInput } from "./testimonial.input.js";
import type { Testimonial } from "./testimonial.js";
import { TestimonialConnection, TestimonialObject } from "./testimonial.type.js";
import type { TestimonialsContext } from "./testimonials.context.js";

// A customer writes one now and then; this stops a script, not a person.
const SUBMIT_LIMIT = { limit: 10, windowSeconds: 3_600 };

@Resolver(() => TestimonialObject)
export class TestimonialsResolver {
  @Directive("@public")
  @Query(() => [TestimonialObject], { description: "Approved testimonials for the site: featured first, then newest." })
  testimonials(
    @Ctx() ctx: TestimonialsContext,
    @Arg("first", () => Int, { nullable: true, description: "1 to 50; 6 when omitted." }) first: number | null,
    @Arg("locale", () => String, {
      nullable: true,
      description: "Only those written in this language (en, es, ar, zh); all when omitted.",
    })
    locale: string | null,
  ): Promise<Testimonial[]> {
    return ctx.services.testimonials.listPublic(first, locale);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => TestimonialConnection, {
    description: "The signed-in customer's own testimonials in every status, newest first.",
  })
  myTestimonials(
    @Ctx() ctx: TestimonialsContext,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<Testimonial>> {
    return ctx.services.testimonials.listMine(ctx.viewer!, { first, after });
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: "The booking it is about: its author and staff only (null for others).",
  })
  bookingId(@Root() testimonial: Testimonial, @Ctx() ctx: TestimonialsContext): string | null {
    const mine = ctx.viewer !== null && ctx.viewer.userId === testimonial.authorUserId;
    return mine || seesAllRows(ctx.viewer) ? testimonial.bookingIdValue : null;
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => TestimonialConnection, { description: "Testimonials to review (or in any one status), newest first." })
  testimonialsForReview(
    @Ctx() ctx: TestimonialsContext,
    @Arg("status", () => TestimonialStatus, { nullable: true, description: "All statuses when omitted." })
    status: TestimonialStatus | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<Testimonial>> {
    return ctx.services.testimonials.listForReview(status, { first, after });
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => TestimonialObject, {
    description:
      "A signed-in customer's testimonial, PENDING until staff review it. One pending at a time (CONFLICT otherwise).",
  })
  async submitTestimonial(
    @Ctx() ctx: TestimonialsContext,
    @Arg("input", () => TestimonialInput) input: TestimonialInput,
  ): Promise<Testimonial> {
    await ctx.rateLimit("submitTestimonial", SUBMIT_LIMIT);
    return ctx.services.testimonials.submit(input, ctx.viewer!);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => TestimonialObject, {
    description:
      "Approves or rejects a testimonial: PENDING → APPROVED or REJECTED, APPROVED ⇄ REJECTED (CONFLICT otherwise). " +
      "Only approved ones can be featured; APPROVED again with `featured` changes just that. Written to the audit log.",
  })
  reviewTestimonial(
    @Ctx() ctx: TestimonialsContext,
    @Arg("id", () => ID) id: string,
    @Arg("status", () => TestimonialStatus) status: TestimonialStatus,
    @Arg("featured", () => Boolean, {
      nullable: true,
      description: "Omitted: unchanged (rejecting always unfeatures).",
    })
    featured: boolean | null,
  ): Promise<Testimonial> {
    return ctx.services.testimonials.review(id, status, featured, ctx.viewer!.userId);
  }

  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "The customer who wrote it: staff only (null for others).",
  })
  author(@Root() testimonial: Testimonial, @Ctx() ctx: TestimonialsContext): Promise<UserSummary | null> | null {
    return seesAllRows(ctx.viewer) && testimonial.authorUserId ? ctx.loaders.user.load(testimonial.authorUserId) : null;
  }

  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "The staff member who last reviewed it: staff only (null for others).",
  })
  reviewer(@Root() testimonial: Testimonial, @Ctx() ctx: TestimonialsContext): Promise<UserSummary | null> | null {
    return seesAllRows(ctx.viewer) && testimonial.reviewedByUserId
      ? ctx.loaders.user.load(testimonial.reviewedByUserId)
      : null;
  }
}

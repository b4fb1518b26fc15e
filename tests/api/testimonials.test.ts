import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookTrip, errorCode, ok, payInFull, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type {
  TestimonialInput,
  TestimonialStatus,
  Testimonials_PublicQueryVariables,
} from "./__generated__/graphql.js";

// Spread by the operations below.
graphql(`
  fragment Testimonials_Fields on Testimonial {
    id
    authorName
    rating
    text
    locale
    status
    featured
    createdAt
    reviewedAt
    author {
      id
      email
    }
    reviewer {
      id
      email
    }
  }
`);
const SUBMIT = graphql(`
  mutation Testimonials_Submit($input: TestimonialInput!) {
    submitTestimonial(input: $input) {
      ...Testimonials_Fields
    }
  }
`);
const REVIEW = graphql(`
  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {
    reviewTestimonial(id: $id, status: $status, featured: $featured) {
      ...Testimonials_Fields
    }
  }
`);
const PUBLIC = graphql(`
  query Testimonials_Public($first: Int, $locale: String) {
    testimonials(first: $first, locale: $locale) {
      ...Testimonials_Fields
    }
  }
`);
const FOR_REVIEW = graphql(`
  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {
    testimonialsForReview(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...Testimonials_Fields
        }
      }
    }
  }
`);
const CHANGE_BOOKING = graphql(`
  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {
    changeBookingStatus(id: $id, status: $status) {
      id
    }
  }
`);
const MINE = graphql(`
  query Testimonials_Mine {
    myTestimonials {
      totalCount
      edges {
        node {
          id
          status
          bookingId
        }
      }
    }
  }
`);
const PUBLIC_BOOKINGS = graphql(`
  query Testimonials_PublicBookings {
    testimonials(first: 50) {
      id
      bookingId
    }
  }
`);

describe("testimonials", () => {
  let server: TestServer;
  let staff: TestUser;

  const submit = (user: TestUser, input: TestimonialInput) => server.graphql(SUBMIT, { input }, user.headers);
  const review = (id: string, status: TestimonialStatus, featured?: boolean | null) =>
    server.graphql(REVIEW, { id, status, featured }, staff.headers);
  const publicList = async (variables: Testimonials_PublicQueryVariables = {}) =>
    ok(await server.graphql(PUBLIC, variables)).testimonials;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("guards each field by role", async () => {
    const customer = await signUp(server, "customer");
    expect(errorCode(await server.graphql(SUBMIT, { input: { rating: 5, text: "Wonderful flight." } }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await server.graphql(FOR_REVIEW, {}, customer.headers))).toBe("FORBIDDEN");
    expect(
      errorCode(
        await server.graphql(
          REVIEW,
          { id: "00000000-0000-4000-8000-000000000000", status: "APPROVED" },
          customer.headers,
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await server.graphql(REVIEW, { id: "00000000-0000-4000-8000-000000000000", status: "APPROVED" }, staff.headers),
      ),
    ).toBe("NOT_FOUND");
    ok(await server.graphql(PUBLIC, {}));
  });

  it("names every faulty field", async () => {
    const customer = await signUp(server, "customer");
    expect(problemFields(await submit(customer, { rating: 6, text: "short", locale: "fr", authorName: " " }))).toEqual([
      "authorName",
      "rating",
      "text",
      "locale",
    ]);
    expect(problemFields(await submit(customer, { rating: 0, text: "x".repeat(1_001), authorName: "Ada" }))).toEqual([
      "rating",
      "text",
    ]);
  });

  it("takes one pending testimonial per customer, in the account's language, and staff review it with an audit row", async () => {
    const customer = await signUp(server, "customer");
    await server.db.query(
      `UPDATE auth_user SET locale = 'es', user_metadata = '{"name": "Ada Lovelace"}' WHERE id = $1`,
      [customer.userId],
    );
    const mine = ok(
      await submit(customer, { rating: 5, text: "  Impecable, puntual y amable.  ", authorName: "Ada L." }),
    ).submitTestimonial;
    expect(mine).toMatchObject({
      authorName: "Ada L.",
      rating: 5,
      text: "Impecable, puntual y amable.",
      locale: "es",
      status: "PENDING",
      featured: false,
      reviewedAt: null,
    });
    // The author and reviewer are for staff only.
    expect(mine.author).toBeNull();
    expect(errorCode(await submit(customer, { rating: 4, text: "Another one, too soon." }))).toBe("CONFLICT");
    expect(await publicList()).not.toContainEqual(expect.objectContaining({ id: mine.id }));

    const queue = ok(await server.graphql(FOR_REVIEW, { status: "PENDING" }, staff.headers));
    expect(queue.testimonialsForReview.edges.map((e) => e.node)).toContainEqual(
      expect.objectContaining({ id: mine.id, author: { id: customer.userId, email: customer.email } }),
    );

    // Only approved ones can be featured.
    expect(problemFields(await review(mine.id, "REJECTED", true))).toEqual(["featured"]);
    const approved = ok(await review(mine.id, "APPROVED", true)).reviewTestimonial;
    expect(approved).toMatchObject({ status: "APPROVED", featured: true, reviewer: { id: staff.userId } });
    expect(approved.reviewedAt).not.toBeNull();
    const audit = (await server.db.query(
      `SELECT actor_user_id, action, before, after FROM audit_log WHERE entity = 'testimonial' AND entity_id = $1`,
      [mine.id],
    )) as unknown[];
    expect(audit).toEqual([
      {
        actor_user_id: staff.userId,
        action: "testimonial.review",
        before: { status: "PENDING", featured: false },
        after: { status: "APPROVED", featured: true },
      },
    ]);

    // Reviewed: the customer may write again; without a name given, the account's is shown.
    expect(
      ok(await submit(customer, { rating: 4, text: "Second trip, just as good.", locale: "en-GB" })).submitTestimonial,
    ).toMatchObject({ authorName: "Ada Lovelace", locale: "en" });
  });

  it("ties a testimonial to the customer's own flown booking, once, and lists a customer's own in every status", async () => {
    const customer = await signUp(server, "customer");
    const other = await signUp(server, "customer");
    const { booking } = await bookTrip(server, customer, staff);
    const { booking: notFlown } = await bookTrip(server, customer, staff);
    ok(await server.graphql(CHANGE_BOOKING, { id: booking.id, status: "CONFIRMED" }, staff.headers));
    await payInFull(server, staff, booking.id, booking.amountOutstanding);
    ok(await server.graphql(CHANGE_BOOKING, { id: booking.id, status: "COMPLETED" }, staff.headers));

    // Not flown yet, or someone else's: refused, naming the field.
    expect(
      problemFields(
        await submit(customer, { rating: 5, text: "Smooth and on time.", bookingId: notFlown.id, authorName: "Ada" }),
      ),
    ).toEqual(["bookingId"]);
    expect(
      problemFields(
        await submit(other, { rating: 5, text: "Smooth and on time.", bookingId: booking.id, authorName: "Grace" }),
      ),
    ).toEqual(["bookingId"]);
    const review_ = ok(
      await submit(customer, { rating: 4, text: "Smooth and on time.", bookingId: booking.id, authorName: "Ada" }),
    ).submitTestimonial;
    ok(await review(review_.id, "APPROVED"));
    expect(
      errorCode(
        await submit(customer, {
          rating: 5,
          text: "Second thoughts: even better.",
          bookingId: booking.id,
          authorName: "Ada",
        }),
      ),
    ).toBe("CONFLICT");

    const mine = ok(await server.graphql(MINE, {}, customer.headers));
    expect(mine.myTestimonials.edges.map((e) => e.node)).toEqual([
      { id: review_.id, status: "APPROVED", bookingId: booking.id },
    ]);
    expect(ok(await server.graphql(MINE, {}, other.headers)).myTestimonials.totalCount).toBe(0);
    // The public list does not say which booking it was.
    const listed = ok(await server.graphql(PUBLIC_BOOKINGS, {})).testimonials;
    expect(listed.find((t) => t.id === review_.id)?.bookingId).toBeNull();
  });

  it("moves only along the documented transitions", async () => {
    const customer = await signUp(server, "customer");
    const { id } = ok(
      await submit(customer, { rating: 3, text: "It was fine overall.", authorName: "Bo" }),
    ).submitTestimonial;
    expect(errorCode(await review(id, "PENDING"))).toBe("CONFLICT");
    expect(ok(await review(id, "REJECTED")).reviewTestimonial).toMatchObject({ status: "REJECTED", featured: false });
    expect(errorCode(await review(id, "REJECTED"))).toBe("CONFLICT");
    expect(ok(await review(id, "APPROVED", true)).reviewTestimonial).toMatchObject({
      status: "APPROVED",
      featured: true,
    });
    // Approved again: only `featured` changes; omitted keeps it.
    expect(ok(await review(id, "APPROVED")).reviewTestimonial.featured).toBe(true);
    expect(ok(await review(id, "APPROVED", false)).reviewTestimonial.featured).toBe(false);
    // Rejecting unfeatures, and nothing goes back to PENDING.
    ok(await review(id, "APPROVED", true));
    expect(ok(await review(id, "REJECTED")).reviewTestimonial.featured).toBe(false);
    const error = await review(id, "PENDING");
    expect(errorCode(error)).toBe("CONFLICT");
    expect(error.errors![0]!.message).toBe(
      "Cannot move a testimonial from REJECTED to PENDING: from REJECTED it can move to APPROVED.",
    );
  });

  it("lists approved ones publicly: featured first, then newest, by language", async () => {
    const [a, b, c] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    const older = ok(
      await submit(a!, { rating: 5, text: "Older but featured.", authorName: "A", locale: "zh" }),
    ).submitTestimonial;
    const newer = ok(
      await submit(b!, { rating: 4, text: "Newer, not featured.", authorName: "B", locale: "zh" }),
    ).submitTestimonial;
    const hidden = ok(
      await submit(c!, { rating: 1, text: "Rejected, never shown.", authorName: "C", locale: "zh" }),
    ).submitTestimonial;
    ok(await review(older.id, "APPROVED", true));
    ok(await review(newer.id, "APPROVED"));
    ok(await review(hidden.id, "REJECTED"));
    const list = await publicList({ locale: "zh", first: 10 });
    expect(list.map((t) => t.id)).toEqual([older.id, newer.id]);
    expect(list[0]).toMatchObject({ author: null, reviewer: null });
    expect((await publicList({ first: 1 })).length).toBe(1);
    expect(problemFields(await server.graphql(PUBLIC, { first: 0, locale: "fr" }))).toEqual(["first", "locale"]);
  });
});

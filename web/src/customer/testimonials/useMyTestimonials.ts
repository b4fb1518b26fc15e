import { useCustomerTestimonialsQuery } from "../../graphql/generated";

export const customerTestimonialsQuery = /* GraphQL */ `
  query CustomerTestimonials($after: String) {
    myTestimonials(first: 20, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          rating
          text
          status
          createdAt
          bookingId
        }
      }
    }
    # The 50 latest bookings (the API's cost limit keeps one page modest); shares the dashboard's paginated cache entry, so the same shape.
    myBookings(first: 50) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          number
          route
          departAt
          status
        }
      }
    }
  }
`;

/**
 * The customer's reviews, a page at a time, and their flown trips: those not yet reviewed, and
 * whether a review still awaits moderation (one at a time).
 */
export function useMyTestimonials() {
  const { data, error, refetch, fetchMore, loading } = useCustomerTestimonialsQuery({
    fetchPolicy: "cache-and-network",
  });
  const more = data?.myTestimonials.pageInfo;
  const testimonials = data?.myTestimonials.edges.map((edge) => edge.node) ?? [];
  const reviewed = new Set(testimonials.map((t) => t.bookingId));
  const flown = (data?.myBookings.edges.map((edge) => edge.node) ?? []).filter(
    (booking) => booking.status === "COMPLETED",
  );
  const toReview = flown.filter((booking) => !reviewed.has(booking.id));
  const pending = testimonials.some((t) => t.status === "PENDING");

  return { data, error, refetch, fetchMore, loading, more, testimonials, flown, toReview, pending };
}

export type MyTestimonial = ReturnType<typeof useMyTestimonials>["testimonials"][number];

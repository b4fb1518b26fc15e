import { ReviewQueue, useReviewStatus } from "../layout/ReviewQueue";
import { useAdminTestimonialsQuery } from "../../graphql/generated";
import { TestimonialReviewCard } from "./TestimonialReviewCard";

export const adminTestimonialsQuery = /* GraphQL */ `
  query AdminTestimonials($status: TestimonialStatus, $first: Int, $after: String) {
    testimonialsForReview(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
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
            name
          }
        }
      }
    }
  }
`;

/** Staff review customers' testimonials: approve or reject, feature the best; approved ones show on About at once. */
export default function AdminTestimonialsPage() {
  const status = useReviewStatus();
  const { data, error, loading, refetch, fetchMore } = useAdminTestimonialsQuery({
    variables: { status, first: 20 },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.testimonialsForReview;
  const items = page?.edges.map((edge) => edge.node).filter((item) => item.status === status) ?? [];

  return (
    <ReviewQueue
      queue="admin.testimonials"
      status={status}
      page={page}
      loaded={Boolean(data)}
      failed={Boolean(error)}
      empty={items.length === 0}
      loading={loading}
      onRetry={() => void refetch()}
      fetchMore={fetchMore}
    >
      {items.map((item) => (
        <TestimonialReviewCard key={item.id} item={item} onReviewed={() => void refetch()} />
      ))}
    </ReviewQueue>
  );
}

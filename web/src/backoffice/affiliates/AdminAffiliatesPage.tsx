import { ReviewQueue, useReviewStatus } from "../layout/ReviewQueue";
import { useAdminAffiliatesQuery } from "../../graphql/generated";
import { AffiliateApplicationCard } from "./AffiliateApplicationCard";

export const adminAffiliatesQuery = /* GraphQL */ `
  query AdminAffiliates($status: AffiliateApplicationStatus, $first: Int, $after: String) {
    affiliateApplications(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          email
          company
          website
          audience
          locale
          status
          referralCode
          commissionRatePercent
          rejectionReason
          reviewNote
          createdAt
          reviewedAt
        }
      }
    }
  }
`;

/** Staff review affiliate applications (approve at a rate, reject with a reason) and pay approved affiliates' commissions. */
export default function AdminAffiliatesPage() {
  const status = useReviewStatus();
  const { data, error, loading, refetch, fetchMore } = useAdminAffiliatesQuery({
    variables: { status, first: 20 },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.affiliateApplications;
  const items = page?.edges.map((edge) => edge.node).filter((item) => item.status === status) ?? [];

  return (
    <ReviewQueue
      queue="admin.affiliates"
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
        <AffiliateApplicationCard key={item.id} item={item} onReviewed={() => void refetch()} />
      ))}
    </ReviewQueue>
  );
}

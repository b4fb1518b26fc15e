import { Container, Stack, Tabs, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { useAdminTestimonialsQuery, type TestimonialStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { ListState } from "../../ui/components/ListState";
import { TestimonialReviewCard } from "./TestimonialReviewCard";
import { ShowMore } from "../../ui/components/ShowMore";

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

const STATUSES: readonly TestimonialStatus[] = ["PENDING", "APPROVED", "REJECTED"];
const tabLabels: Record<TestimonialStatus, MessageId> = {
  PENDING: "admin.testimonials.tab.PENDING",
  APPROVED: "admin.testimonials.tab.APPROVED",
  REJECTED: "admin.testimonials.tab.REJECTED",
};

/** Staff review customers' testimonials: approve or reject, feature the best; approved ones show on About at once. */
export default function AdminTestimonialsPage() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get("status")) ?? "PENDING";
  const { data, error, loading, refetch, fetchMore } = useAdminTestimonialsQuery({
    variables: { status, first: 20 },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.testimonialsForReview;
  const items = page?.edges.map((edge) => edge.node).filter((item) => item.status === status) ?? [];

  return (
    <>
      <PageTitle id="admin.testimonials.title" />
      <Container maxW="5xl" py="6">
        <Stack gap="6">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.testimonials.title" />}
            subtitle={<FormattedMessage id="admin.testimonials.intro" />}
          />
          <Tabs.Root
            value={status}
            onValueChange={(details) => setParams({ status: details.value }, { replace: true })}
            variant="enclosed"
            lazyMount
            unmountOnExit
          >
            <Tabs.List>
              {STATUSES.map((s) => (
                <Tabs.Trigger key={s} value={s}>
                  <FormattedMessage id={tabLabels[s]} />
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Every tab has its panel (the triggers point at them); only the chosen one holds the list. */}
            {STATUSES.map((s) => (
              <Tabs.Content key={s} value={s}>
                <Stack gap="4">
                  {page && (
                    <Text color="fg.muted" fontSize="sm" aria-live="polite">
                      <FormattedMessage id="admin.testimonials.count" values={{ count: page.totalCount }} />
                    </Text>
                  )}
                  <ListState
                    loaded={Boolean(data)}
                    failed={Boolean(error)}
                    empty={items.length === 0}
                    onRetry={() => void refetch()}
                    emptyTitle="admin.testimonials.emptyTitle"
                    emptyBody="admin.testimonials.emptyBody"
                    emptyAction={null}
                  >
                    <Stack as="ul" gap="4" listStyleType="none">
                      {items.map((item) => (
                        <TestimonialReviewCard key={item.id} item={item} onReviewed={() => void refetch()} />
                      ))}
                    </Stack>
                  </ListState>
                  <ShowMore pageInfo={page?.pageInfo} loading={loading} fetchMore={fetchMore} />
                </Stack>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      </Container>
    </>
  );
}

import { Container, Stack, Tabs, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { useAdminAffiliatesQuery, type AffiliateApplicationStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { ListState } from "../../ui/components/ListState";
import { ShowMore } from "../../ui/components/ShowMore";
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

const STATUSES: readonly AffiliateApplicationStatus[] = ["PENDING", "APPROVED", "REJECTED"];
const tabLabels: Record<AffiliateApplicationStatus, MessageId> = {
  PENDING: "admin.affiliates.tab.PENDING",
  APPROVED: "admin.affiliates.tab.APPROVED",
  REJECTED: "admin.affiliates.tab.REJECTED",
};

/** Staff review affiliate applications (approve at a rate, reject with a reason) and pay approved affiliates' commissions. */
export default function AdminAffiliatesPage() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get("status")) ?? "PENDING";
  const { data, error, loading, refetch, fetchMore } = useAdminAffiliatesQuery({
    variables: { status, first: 20 },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.affiliateApplications;
  const items = page?.edges.map((edge) => edge.node).filter((item) => item.status === status) ?? [];

  return (
    <>
      <PageTitle id="admin.affiliates.title" />
      <Container maxW="5xl" py="6">
        <Stack gap="6">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.affiliates.title" />}
            subtitle={<FormattedMessage id="admin.affiliates.intro" />}
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
                      <FormattedMessage id="admin.affiliates.count" values={{ count: page.totalCount }} />
                    </Text>
                  )}
                  <ListState
                    loaded={Boolean(data)}
                    failed={Boolean(error)}
                    empty={items.length === 0}
                    onRetry={() => void refetch()}
                    emptyTitle="admin.affiliates.emptyTitle"
                    emptyBody="admin.affiliates.emptyBody"
                    emptyAction={null}
                  >
                    <Stack as="ul" gap="4" listStyleType="none">
                      {items.map((item) => (
                        <AffiliateApplicationCard key={item.id} item={item} onReviewed={() => void refetch()} />
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

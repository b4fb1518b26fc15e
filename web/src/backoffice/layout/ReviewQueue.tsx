import { Container, Stack, Tabs, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import { ListState } from "../../ui/components/ListState";
import { PageTitle } from "../../ui/components/PageTitle";
import { ShowMore } from "../../ui/components/ShowMore";
import { BackOfficePageHeader } from "./BackOfficePageHeader";

// A back-office queue of submissions staff review (testimonials, affiliate applications): one tab
// per status, kept in the address (?status=), each with its count, list and "show more".

export type ReviewStatus = "PENDING" | "APPROVED" | "REJECTED";
const STATUSES: readonly ReviewStatus[] = ["PENDING", "APPROVED", "REJECTED"];

/** The queues and their messages: `<queue>.title`, `.intro`, `.tab.<STATUS>`, `.count`, `.emptyTitle`, `.emptyBody`. */
type Queue = "admin.testimonials" | "admin.affiliates";

/** The status the address asks for (PENDING by default). */
export function useReviewStatus(): ReviewStatus {
  const [params] = useSearchParams();
  return STATUSES.find((s) => s === params.get("status")) ?? "PENDING";
}

interface ReviewQueueProps {
  queue: Queue;
  status: ReviewStatus;
  page: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null | undefined;
  loaded: boolean;
  failed: boolean;
  empty: boolean;
  loading: boolean;
  onRetry: () => void;
  fetchMore: (options: { variables: { after: string | null } }) => unknown;
  /** The chosen tab's items, each an <li>. */
  children: ReactNode;
}

export function ReviewQueue({
  queue,
  status,
  page,
  loaded,
  failed,
  empty,
  loading,
  onRetry,
  fetchMore,
  children,
}: ReviewQueueProps) {
  const [, setParams] = useSearchParams();
  return (
    <>
      <PageTitle id={`${queue}.title`} />
      <Container maxW="5xl" py="6">
        <Stack gap="6">
          <BackOfficePageHeader
            title={<FormattedMessage id={`${queue}.title`} />}
            subtitle={<FormattedMessage id={`${queue}.intro`} />}
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
                  <FormattedMessage id={`${queue}.tab.${s}` satisfies MessageId} />
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Every tab has its panel (the triggers point at them); only the chosen one holds the list. */}
            {STATUSES.map((s) => (
              <Tabs.Content key={s} value={s}>
                <Stack gap="4">
                  {page && (
                    <Text color="fg.muted" fontSize="sm" aria-live="polite">
                      <FormattedMessage id={`${queue}.count`} values={{ count: page.totalCount }} />
                    </Text>
                  )}
                  <ListState
                    loaded={loaded}
                    failed={failed}
                    empty={empty}
                    onRetry={onRetry}
                    emptyTitle={`${queue}.emptyTitle`}
                    emptyBody={`${queue}.emptyBody`}
                    emptyAction={null}
                  >
                    <Stack as="ul" gap="4" listStyleType="none">
                      {children}
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

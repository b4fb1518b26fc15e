import { Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { EmptyState } from "../../ui/components/EmptyState";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { useAdminAnalyticsQuery } from "../../graphql/generated";
import { AffiliatesChart } from "./AffiliatesChart";
import { isEmptyRange } from "./analyticsQuery";
import { CategoryChart } from "./CategoryChart";
import { choiceFromSearch, resolveRange, searchFromChoice, type RangeChoice } from "./dateRange";
import { FirstContactChart } from "./FirstContactChart";
import { LeadsOverTimeChart } from "./LeadsOverTimeChart";
import { PipelineChart } from "./PipelineChart";
import { RangePicker } from "./RangePicker";
import { RevenueChart } from "./RevenueChart";
import { SummaryFigures } from "./SummaryFigures";
import { TopRoutesChart } from "./TopRoutesChart";

/** /admin/analytics (staff and admins; the route guard checks): the business's figures over a range kept in the URL. */
export default function AdminAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Resolved once per URL: "today" must not move under a loaded view on every render.
  const { choice, resolved } = useMemo(() => {
    const parsed = choiceFromSearch(new URLSearchParams(query));
    return { choice: parsed, resolved: resolveRange(parsed, new Date()) };
  }, [query]);
  const { data, error, refetch } = useAdminAnalyticsQuery({
    variables: { range: { from: resolved.from, to: resolved.to } },
    fetchPolicy: "cache-and-network",
  });
  // Apollo keeps the last range's data while the next loads; only figures for this range are shown.
  const figures = data && data.analytics.from === resolved.from ? data.analytics : undefined;
  const rangeLabel = `${resolved.firstDay}_${resolved.lastDay}`;

  const change = (next: RangeChoice) => setSearchParams(searchFromChoice(next));

  return (
    <>
      <PageTitle id="analytics.title" />
      <Container maxW="7xl" py="6">
        <Stack gap="6">
          <BackOfficePageHeader
            title={<FormattedMessage id="analytics.title" />}
            subtitle={<FormattedMessage id="analytics.intro" />}
          />
          <RangePicker key={query} choice={choice} resolved={resolved} onChange={change} />
          {error && !figures ? (
            <LoadError onRetry={() => void refetch()} />
          ) : !figures ? (
            <InlineLoader />
          ) : (
            <>
              <SummaryFigures figures={figures} />
              {isEmptyRange(figures) ? (
                <EmptyState
                  title={<FormattedMessage id="analytics.empty.title" />}
                  body={<FormattedMessage id="analytics.empty.body" />}
                />
              ) : (
                <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
                  <LeadsOverTimeChart figures={figures} rangeLabel={rangeLabel} />
                  <PipelineChart figures={figures} rangeLabel={rangeLabel} />
                  <RevenueChart figures={figures} rangeLabel={rangeLabel} />
                  <CategoryChart figures={figures} rangeLabel={rangeLabel} />
                  <TopRoutesChart figures={figures} rangeLabel={rangeLabel} />
                  <FirstContactChart figures={figures} rangeLabel={rangeLabel} />
                  <AffiliatesChart figures={figures} rangeLabel={rangeLabel} />
                </SimpleGrid>
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

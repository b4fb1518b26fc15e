import { Container, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useEmptyLegs_ListQuery, type EmptyLegFilter } from "../../graphql/generated";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { useSearchParams } from "../../ui/navigation/navigation";
import { EmptyLegCard } from "./EmptyLegCard";
import { LegFilters, type LegFilterValues } from "./LegFilters";
import { RouteAlertFormIsland } from "./RouteAlertForm";

export const emptyLegsListQuery = /* GraphQL */ `
  query EmptyLegs_List($filter: EmptyLegFilter) {
    emptyLegs(filter: $filter) {
      id
      from {
        code
        name
        city
      }
      to {
        code
        name
        city
      }
      earliestLocal
      latestLocal
      aircraftType
      category
      seats
      priceUsd
    }
  }
`;

const seatsOf = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : null;
};
const dateOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);

/** /empty-legs: published empty legs (server-rendered unfiltered; the filters are the address's query), and route alerts. */
export default function EmptyLegsPage() {
  const params = useSearchParams();
  const values: LegFilterValues = {
    from: params.get("from")?.trim() ?? "",
    to: params.get("to")?.trim() ?? "",
    dateFrom: params.get("dateFrom") ?? "",
    dateTo: params.get("dateTo") ?? "",
    seats: params.get("seats") ?? "",
  };
  const filter: EmptyLegFilter = {
    from: values.from || null,
    to: values.to || null,
    dateFrom: dateOf(values.dateFrom),
    dateTo: dateOf(values.dateTo),
    seats: seatsOf(values.seats),
  };
  const { data, error } = useEmptyLegs_ListQuery({ variables: { filter } });
  const legs = data?.emptyLegs;
  return (
    <>
      <PageTitle id="nav.emptyLegs" />
      <PageHeader
        eyebrow={<FormattedMessage id="emptyLegs.eyebrow" />}
        title={<FormattedMessage id="emptyLegs.title" />}
        subtitle={<FormattedMessage id="emptyLegs.subtitle" />}
      />
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        <Stack gap="10">
          <LegFilters values={values} />
          <section aria-labelledby="legs-title">
            <h2 id="legs-title" hidden>
              <FormattedMessage id="emptyLegs.listTitle" />
            </h2>
            {error && !legs ? (
              <Text role="alert">
                <FormattedMessage id="emptyLegs.error" />
              </Text>
            ) : legs && legs.length === 0 ? (
              <Text color="fg.muted" data-testid="empty-legs-none">
                <FormattedMessage id="emptyLegs.none" />
              </Text>
            ) : (
              <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
                {legs?.map((leg) => (
                  <li key={leg.id}>
                    <EmptyLegCard leg={leg} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </section>
          <RouteAlertFormIsland />
        </Stack>
      </Container>
    </>
  );
}

import { Container, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ContactCta } from "../../ui/components/ContactCta";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { LoadError } from "../../ui/components/LoadError";
import { useAircraftCategories } from "../../features/fleet";
import { CategoryCard } from "./CategoryCard";

export default function FleetPage() {
  const { data, error, refetch } = useAircraftCategories();
  return (
    <>
      <PageTitle id="nav.fleet" />
      <PageHeader
        eyebrow={<FormattedMessage id="fleet.eyebrow" />}
        title={<FormattedMessage id="fleet.title" />}
        subtitle={<FormattedMessage id="fleet.subtitle" />}
      />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {error && !data && <LoadError onRetry={() => void refetch()} />}
          {!data && !error && [0, 1, 2, 3].map((i) => <Skeleton key={i} minH="32rem" rounded="xl" />)}
          {data?.aircraftCategories.map((info) => (
            <CategoryCard key={info.category} info={info} />
          ))}
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="fg.muted" maxW="4xl">
          <FormattedMessage id="fleet.note" />
        </Text>
      </Container>
      <ContactCta />
    </>
  );
}

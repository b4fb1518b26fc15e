import { Container, SimpleGrid, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ContactCta } from "../../components/ContactCta";
import { PageHeader } from "../../components/PageHeader";
import { PageTitle } from "../../components/PageTitle";
import { aircraftCategories } from "../../features/fleet/aircraftCategories";
import { CategoryCard } from "./CategoryCard";

export default function FleetPage() {
  return (
    <>
      <PageTitle id="nav.fleet" />
      <PageHeader eyebrow={<FormattedMessage id="fleet.eyebrow" />} title={<FormattedMessage id="fleet.title" />} subtitle={<FormattedMessage id="fleet.subtitle" />} />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {aircraftCategories.map((info) => (
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

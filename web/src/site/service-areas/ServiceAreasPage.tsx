import { Card, Container, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ContactCta } from "../../ui/components/ContactCta";
import { GlobeIcon } from "../../ui/components/icons";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { serviceAreas } from "./serviceAreas";

export default function ServiceAreasPage() {
  return (
    <>
      <PageTitle id="nav.serviceAreas" />
      <PageHeader
        eyebrow={<FormattedMessage id="areas.eyebrow" />}
        title={<FormattedMessage id="areas.title" />}
        subtitle={<FormattedMessage id="areas.subtitle" />}
      />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {serviceAreas.map((area) => (
            <Card.Root key={area.continent} as="article" variant="outline" bg="white">
              <Card.Body gap="4">
                <HStack gap="3">
                  <GlobeIcon color="gold.500" boxSize="6" />
                  <Card.Title as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl">
                    <FormattedMessage id={area.continent} />
                  </Card.Title>
                </HStack>
                <Stack as="ul" gap="2" listStyleType="none">
                  {area.markets.map((market) => (
                    <Text as="li" key={market} color="fg.muted" borderBottomWidth="1px" borderColor="border" pb="2">
                      <FormattedMessage id={market} />
                    </Text>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text mt="10" color="fg.muted" maxW="3xl">
          <FormattedMessage id="areas.note" values={{ count: 2000 }} />
        </Text>
      </Container>
      <ContactCta />
    </>
  );
}

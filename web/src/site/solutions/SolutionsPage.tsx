import { Card, Circle, Container, SimpleGrid, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { FormattedMessage } from "react-intl";
import { ContactCta } from "../../ui/components/ContactCta";
import { ClockIcon, GlobeIcon, HeartIcon, JetIcon, StarIcon, UsersIcon } from "../../ui/components/icons";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import type { MessageId } from "../../i18n/messages";

const solutions: readonly { icon: ComponentType; title: MessageId; body: MessageId }[] = [
  { icon: JetIcon, title: "solutions.business.title", body: "solutions.business.body" },
  { icon: HeartIcon, title: "solutions.leisure.title", body: "solutions.leisure.body" },
  { icon: UsersIcon, title: "solutions.groups.title", body: "solutions.groups.body" },
  { icon: StarIcon, title: "solutions.events.title", body: "solutions.events.body" },
  { icon: ClockIcon, title: "solutions.emptyLegs.title", body: "solutions.emptyLegs.body" },
  { icon: GlobeIcon, title: "solutions.special.title", body: "solutions.special.body" },
];

export default function SolutionsPage() {
  return (
    <>
      <PageTitle id="nav.solutions" />
      <PageHeader
        eyebrow={<FormattedMessage id="solutions.eyebrow" />}
        title={<FormattedMessage id="solutions.title" />}
        subtitle={<FormattedMessage id="solutions.subtitle" />}
      />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {solutions.map(({ icon: Icon, title, body }) => (
            <Card.Root key={title} as="article" variant="outline" bg="white">
              <Card.Body gap="4">
                <Circle size="12" bg="navy.900" color="gold.300">
                  <Icon />
                </Circle>
                <Card.Title as="h2" fontFamily="heading" fontWeight="normal" fontSize="xl">
                  <FormattedMessage id={title} />
                </Card.Title>
                <Text color="fg.muted">
                  <FormattedMessage id={body} />
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
      <ContactCta />
    </>
  );
}

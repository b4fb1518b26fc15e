import { Card, Circle, SimpleGrid, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { FormattedMessage } from "react-intl";
import { ClockIcon, GlobeIcon, ShieldIcon, StarIcon } from "../../../ui/components/icons";
import { Section } from "../../../ui/components/Section";
import type { MessageId } from "../../../i18n/messages";

const values: readonly { icon: ComponentType; title: MessageId; body: MessageId }[] = [
  { icon: ShieldIcon, title: "home.values.safety.title", body: "home.values.safety.body" },
  { icon: StarIcon, title: "home.values.discretion.title", body: "home.values.discretion.body" },
  { icon: GlobeIcon, title: "home.values.reach.title", body: "home.values.reach.body" },
  { icon: ClockIcon, title: "home.values.support.title", body: "home.values.support.body" },
];

export function ValueCards() {
  return (
    <Section
      id="values"
      eyebrow={<FormattedMessage id="home.values.eyebrow" />}
      title={<FormattedMessage id="home.values.title" />}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {values.map(({ icon: Icon, title, body }) => (
          <Card.Root key={title} as="article" variant="outline" bg="white" textAlign="start">
            <Card.Body gap="4">
              <Circle size="12" bg="navy.900" color="gold.300">
                <Icon />
              </Circle>
              <Card.Title as="h3" fontFamily="heading" fontWeight="normal" fontSize="xl">
                <FormattedMessage id={title} />
              </Card.Title>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id={body} />
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

import { Card, Circle, Container, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { CheckIcon } from "../../ui/components/controlIcons";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { ButtonLink, TextLink } from "../../ui/navigation/links";
import type { MessageId } from "../../i18n/messages";

const audiences: readonly MessageId[] = [
  "affiliate.who.advisors",
  "affiliate.who.concierge",
  "affiliate.who.events",
  "affiliate.who.assistants",
];

const steps: readonly { title: MessageId; body: MessageId }[] = [
  { title: "affiliate.step1.title", body: "affiliate.step1.body" },
  { title: "affiliate.step2.title", body: "affiliate.step2.body" },
  { title: "affiliate.step3.title", body: "affiliate.step3.body" },
];

export default function AffiliatePage() {
  return (
    <>
      <PageTitle id="nav.affiliate" />
      <PageHeader
        eyebrow={<FormattedMessage id="affiliate.eyebrow" />}
        title={<FormattedMessage id="affiliate.title" />}
        subtitle={<FormattedMessage id="affiliate.subtitle" />}
      >
        <Stack direction="row" pt="4">
          <ButtonLink to="/affiliate/apply" colorPalette="gold">
            <FormattedMessage id="affiliate.cta" />
          </ButtonLink>
        </Stack>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="12">
          <Stack as="section" aria-labelledby="affiliate-who" gap="5">
            <Heading id="affiliate-who" as="h2" fontSize="3xl" fontWeight="normal">
              <FormattedMessage id="affiliate.who.title" />
            </Heading>
            <List.Root gap="3" variant="plain">
              {audiences.map((audience) => (
                <List.Item key={audience}>
                  <List.Indicator asChild color="gold.500">
                    <CheckIcon />
                  </List.Indicator>
                  <FormattedMessage id={audience} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Stack as="section" aria-labelledby="affiliate-how" gap="5">
            <Heading id="affiliate-how" as="h2" fontSize="3xl" fontWeight="normal">
              <FormattedMessage id="affiliate.how.title" />
            </Heading>
            <Stack as="ol" gap="4" listStyleType="none">
              {steps.map((step, i) => (
                <Card.Root
                  as="li"
                  key={step.title}
                  variant="outline"
                  bg="white"
                  flexDirection="row"
                  gap="4"
                  p="5"
                  alignItems="start"
                >
                  <Circle size="10" bg="gold.400" color="navy.950" fontWeight="bold" flexShrink={0}>
                    {i + 1}
                  </Circle>
                  <Stack gap="1">
                    <Text fontWeight="semibold">
                      <FormattedMessage id={step.title} />
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      <FormattedMessage id={step.body} />
                    </Text>
                  </Stack>
                </Card.Root>
              ))}
            </Stack>
            <Text fontSize="sm">
              <FormattedMessage
                id="affiliate.signInPrompt"
                values={{
                  link: (
                    <TextLink key="link" to="/customer/affiliate">
                      <FormattedMessage id="affiliate.signInLink" />
                    </TextLink>
                  ),
                }}
              />
            </Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}

import { Box, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { CheckIcon } from "../../../ui/components/controlIcons";
import { Section } from "../../../ui/components/Section";
import type { MessageId } from "../../../i18n/messages";
import { CabinIllustration } from "./CabinIllustration";

interface CrewFeature {
  variant: "crew" | "dining";
  title: MessageId;
  body: MessageId;
  points: readonly MessageId[];
}

const crewFeatures: readonly CrewFeature[] = [
  {
    variant: "crew",
    title: "home.crew.service.title",
    body: "home.crew.service.body",
    points: ["home.crew.service.p1", "home.crew.service.p2", "home.crew.service.p3"],
  },
  {
    variant: "dining",
    title: "home.crew.dining.title",
    body: "home.crew.dining.body",
    points: ["home.crew.dining.p1", "home.crew.dining.p2", "home.crew.dining.p3"],
  },
];

export function CabinCrewSection() {
  return (
    <Section
      id="cabin-crew"
      tone="dark"
      eyebrow={<FormattedMessage id="home.crew.eyebrow" />}
      title={<FormattedMessage id="home.crew.title" />}
      intro={<FormattedMessage id="home.crew.intro" />}
    >
      <Stack gap={{ base: "12", md: "16" }}>
        {crewFeatures.map((feature, i) => (
          <SimpleGrid
            key={feature.variant}
            columns={{ base: 1, md: 2 }}
            gap={{ base: "6", md: "12" }}
            alignItems="center"
          >
            <Box
              order={{ md: i % 2 === 0 ? 0 : 1 }}
              rounded="xl"
              overflow="hidden"
              aspectRatio={3 / 2}
              borderWidth="1px"
              borderColor="gold.700"
              boxShadow="0 24px 60px rgba(0,0,0,0.35)"
            >
              <CabinIllustration variant={feature.variant} />
            </Box>
            <Stack gap="4">
              <Heading as="h3" fontSize="2xl" fontWeight="normal" color="gold.200">
                <FormattedMessage id={feature.title} />
              </Heading>
              <Text color="whiteAlpha.800">
                <FormattedMessage id={feature.body} />
              </Text>
              <List.Root gap="2" variant="plain">
                {feature.points.map((point) => (
                  <List.Item key={point}>
                    <List.Indicator asChild color="gold.400">
                      <CheckIcon />
                    </List.Indicator>
                    <FormattedMessage id={point} />
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </SimpleGrid>
        ))}
      </Stack>
    </Section>
  );
}

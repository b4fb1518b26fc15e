import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ShieldIcon } from "../../../ui/components/icons";
import { Section } from "../../../ui/components/Section";
import type { MessageId } from "../../../i18n/messages";

// Standards' own names are not translated.
const certifications = ["ARGUS Platinum", "Wyvern Wingman", "IS-BAO Stage 3", "FAA Part 135"] as const;

// USD facts from the insurance certificates, shown as written rather than converted.
const insurance: readonly { label: MessageId; amount: MessageId }[] = [
  { label: "home.trust.liability", amount: "home.trust.liabilityAmount" },
  { label: "home.trust.hull", amount: "home.trust.hullAmount" },
  { label: "home.trust.passenger", amount: "home.trust.passengerAmount" },
];

export function TrustSection() {
  return (
    <Section
      id="trust"
      tone="muted"
      eyebrow={<FormattedMessage id="home.trust.eyebrow" />}
      title={<FormattedMessage id="home.trust.title" />}
      intro={<FormattedMessage id="home.trust.intro" />}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <Stack gap="4">
          <Heading as="h3" fontSize="xl" fontWeight="normal">
            <FormattedMessage id="home.trust.certifications" />
          </Heading>
          <SimpleGrid as="ul" columns={2} gap="4" listStyleType="none">
            {certifications.map((name) => (
              <HStack as="li" key={name} gap="3" bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="4">
                <ShieldIcon color="gold.500" boxSize="6" flexShrink={0} />
                <Text fontWeight="semibold" dir="ltr">
                  {name}
                </Text>
              </HStack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="4">
          <Heading as="h3" fontSize="xl" fontWeight="normal">
            <FormattedMessage id="home.trust.insurance" />
          </Heading>
          <Box as="dl" bg="navy.900" color="fg.inverted" rounded="lg" p="6">
            {insurance.map((item, i) => (
              <Box key={item.label} py="3" borderTopWidth={i === 0 ? 0 : "1px"} borderColor="whiteAlpha.200">
                <Text as="dt" fontSize="sm" color="whiteAlpha.700">
                  <FormattedMessage id={item.label} />
                </Text>
                <Text as="dd" fontSize="xl" fontFamily="heading" color="gold.200">
                  <FormattedMessage id={item.amount} />
                </Text>
              </Box>
            ))}
          </Box>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

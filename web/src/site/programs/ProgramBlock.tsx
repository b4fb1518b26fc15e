import { Badge, Box, Heading, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { CheckIcon } from "../../ui/components/controlIcons";
import { ButtonLink } from "../../ui/navigation/links";
import type { ProgramView } from "../../features/programs";

export function ProgramBlock({ program }: { program: ProgramView }) {
  const titleId = `${program.anchor}-title`;
  return (
    <Box
      as="article"
      id={program.anchor}
      aria-labelledby={titleId}
      bg="white"
      rounded="2xl"
      borderWidth={program.mostPopular ? "2px" : "1px"}
      borderColor={program.mostPopular ? "gold.400" : "border"}
      p={{ base: "6", md: "10" }}
      boxShadow={program.mostPopular ? "0 24px 60px rgba(10,22,48,0.12)" : "sm"}
    >
      <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: "6", md: "10" }}>
        <Stack gap="4" gridColumn={{ md: "span 2" }}>
          <HStack gap="3" flexWrap="wrap">
            <Heading id={titleId} as="h2" fontSize="3xl" fontWeight="normal">
              {program.name}
            </Heading>
            {program.mostPopular && (
              <Badge colorPalette="gold" variant="solid" textTransform="uppercase" letterSpacing="wider">
                <FormattedMessage id="program.mostPopular" />
              </Badge>
            )}
          </HStack>
          <Text color="gold.700" fontWeight="semibold">
            {program.pricing}
          </Text>
          <Text color="fg.muted">{program.summary}</Text>
          <Box>
            <ButtonLink to="/contact" colorPalette={program.mostPopular ? "gold" : "navy"}>
              <FormattedMessage id="program.requestPricing" />
            </ButtonLink>
          </Box>
        </Stack>
        <List.Root
          gap="3"
          variant="plain"
          gridColumn={{ md: "span 3" }}
          display="grid"
          gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }}
          alignContent="start"
        >
          {program.features.map((feature) => (
            <List.Item key={feature.key}>
              <List.Indicator asChild color="gold.500">
                <CheckIcon />
              </List.Indicator>
              {feature.text}
            </List.Item>
          ))}
        </List.Root>
      </SimpleGrid>
    </Box>
  );
}

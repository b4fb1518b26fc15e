import { Badge, Card, HStack, List, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CheckIcon } from "../../../ui/components/controlIcons";
import { ArrowIcon } from "../../../ui/components/icons";
import { TextLink } from "../../../ui/navigation/links";
import type { ProgramView } from "../../../features/programs";

const featuresShown = 4;

export function ProgramCard({ program }: { program: ProgramView }) {
  const intl = useIntl();
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="white"
      borderColor={program.mostPopular ? "gold.400" : "border"}
      borderWidth={program.mostPopular ? "2px" : "1px"}
      boxShadow={program.mostPopular ? "0 18px 40px rgba(10,22,48,0.12)" : "sm"}
    >
      <Card.Header gap="3">
        <HStack justify="space-between" align="start">
          <Card.Title as="h3" fontFamily="heading" fontSize="2xl" fontWeight="normal">
            {program.name}
          </Card.Title>
          {program.mostPopular && (
            <Badge colorPalette="gold" variant="solid" textTransform="uppercase" letterSpacing="wider">
              <FormattedMessage id="program.mostPopular" />
            </Badge>
          )}
        </HStack>
        <Text color="gold.700" fontWeight="semibold" fontSize="sm">
          {program.pricing}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{program.summary}</Text>
        <List.Root gap="2" variant="plain">
          {program.features.slice(0, featuresShown).map((feature) => (
            <List.Item key={feature.key} fontSize="sm">
              <List.Indicator asChild color="gold.500">
                <CheckIcon />
              </List.Indicator>
              {feature.text}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <TextLink
          to={`/programs#${program.anchor}`}
          aria-label={intl.formatMessage({ id: "common.learnMoreAbout" }, { name: program.name })}
          color="navy.700"
          fontWeight="semibold"
          _hover={{ color: "gold.700" }}
        >
          <FormattedMessage id="common.learnMore" />
          <ArrowIcon boxSize="4" />
        </TextLink>
      </Card.Footer>
    </Card.Root>
  );
}

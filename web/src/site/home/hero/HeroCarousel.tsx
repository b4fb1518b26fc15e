import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { attachHero } from "../../../behaviours/hero";
import { heroRotationMs } from "../../../behaviours/timings";
import { useBehaviour } from "../../../behaviours/useBehaviour";
import { ArrowIcon } from "../../../ui/components/icons";
import { ButtonLink } from "../../../ui/navigation/links";
import { useArrivedAt } from "../../../ui/hooks/useArrivedAt";
import { HeroControls } from "./HeroControls";
import { HeroScenes } from "./HeroScenes";
import { heroScenes } from "./heroScenes";

export function HeroCarousel() {
  const intl = useIntl();
  const arrivedAt = useArrivedAt();
  const hero = useBehaviour<HTMLElement>((element) => attachHero(element, heroRotationMs, arrivedAt));
  // English has eleven headlines and the other languages seven (spec §1): one message per
  // locale, one headline per line, cycling with the scenes.
  const headlines = intl.formatMessage({ id: "hero.headlines" }).split("\n");

  return (
    <Box
      as="section"
      ref={hero}
      data-behaviour="hero"
      aria-labelledby="hero-title"
      position="relative"
      minH={{ base: "38rem", md: "100vh" }}
      overflow="hidden"
      bg="navy.950"
    >
      <HeroScenes />

      <Container
        maxW="7xl"
        position="relative"
        h="full"
        minH="inherit"
        display="flex"
        alignItems="flex-end"
        pb={{ base: "16", md: "24" }}
        pt="36"
      >
        <Stack gap="6" maxW="3xl" color="fg.inverted">
          <Text color="gold.300" textTransform="uppercase" letterSpacing="0.2em" fontSize="sm" fontWeight="semibold">
            <FormattedMessage id="hero.eyebrow" />
          </Text>
          <Heading
            id="hero-title"
            as="h1"
            fontSize={{ base: "4xl", md: "6xl" }}
            lineHeight="1.1"
            fontWeight="normal"
            minH={{ base: "2.2em", md: "2.2em" }}
          >
            {headlines.map((headline, i) => (
              <span key={i} data-hero-headline={i} hidden={i !== 0}>
                {headline}
              </span>
            ))}
          </Heading>
          <Text fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.900" maxW="2xl">
            <FormattedMessage id="hero.subtitle" />
          </Text>
          <HStack gap="4" flexWrap="wrap">
            <ButtonLink to="/booking" colorPalette="gold" size="lg">
              <FormattedMessage id="nav.bookNow" />
            </ButtonLink>
            <ButtonLink
              to="/programs"
              size="lg"
              variant="outline"
              color="fg.inverted"
              borderColor="whiteAlpha.600"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <FormattedMessage id="hero.explorePrograms" />
              <ArrowIcon />
            </ButtonLink>
          </HStack>
          <Box pt="4">
            <HeroControls count={heroScenes.length} />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

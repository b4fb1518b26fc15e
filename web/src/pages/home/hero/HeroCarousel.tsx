import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ArrowIcon } from "../../../components/icons";
import { useArrivedAt } from "../../../hooks/useArrivedAt";
import { ButtonLink } from "../../../components/RouterLinks";
import { HeroControls } from "./HeroControls";
import { HeroScene } from "./HeroScene";
import { heroScenes } from "./heroScenes";
import { useRotation } from "./useRotation";

const rotationMs = 5000; // spec §9

export function HeroCarousel() {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const arrivedAt = useArrivedAt();
  const { index, previous, goTo } = useRotation(heroScenes.length, rotationMs, paused, arrivedAt);
  // English has eleven headlines and the other languages seven (spec §1): one message per
  // locale, one headline per line, cycling with the scenes.
  const headlines = useMemo(() => intl.formatMessage({ id: "hero.headlines" }).split("\n"), [intl]);
  const scene = heroScenes[index];
  const before = previous === null ? undefined : heroScenes[previous];

  return (
    <Box as="section" aria-labelledby="hero-title" position="relative" minH={{ base: "38rem", md: "100vh" }} overflow="hidden" bg="navy.950">
      <Box position="absolute" inset="0" aria-hidden="true">
        {before && (
          <Box key={`before-${before.id}`} position="absolute" inset="0">
            <HeroScene scene={before} />
          </Box>
        )}
        {scene && (
          <Box
            key={scene.id}
            position="absolute"
            inset="0"
            // The first scene is there with the page; later ones fade in over the one before.
            animationName={before ? "fade-in" : undefined}
            animationDuration="1.2s"
            animationTimingFunction="ease-out"
            css={{ "@media (prefers-reduced-motion: reduce)": { animation: "none" } }}
          >
            <HeroScene scene={scene} />
          </Box>
        )}
        <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="rgba(6,13,31,0.85)" gradientVia="rgba(6,13,31,0.25)" gradientTo="rgba(6,13,31,0.45)" />
      </Box>

      <Container maxW="7xl" position="relative" h="full" minH="inherit" display="flex" alignItems="flex-end" pb={{ base: "16", md: "24" }} pt="36">
        <Stack gap="6" maxW="3xl" color="fg.inverted">
          <Text color="gold.300" textTransform="uppercase" letterSpacing="0.2em" fontSize="sm" fontWeight="semibold">
            <FormattedMessage id="hero.eyebrow" />
          </Text>
          <Heading id="hero-title" as="h1" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" fontWeight="normal" minH={{ base: "2.2em", md: "2.2em" }}>
            {headlines[index % headlines.length]}
          </Heading>
          <Text fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.900" maxW="2xl">
            <FormattedMessage id="hero.subtitle" />
          </Text>
          <HStack gap="4" flexWrap="wrap">
            <ButtonLink to="/booking" colorPalette="gold" size="lg">
              <FormattedMessage id="nav.bookNow" />
            </ButtonLink>
            <ButtonLink to="/programs" size="lg" variant="outline" color="fg.inverted" borderColor="whiteAlpha.600" _hover={{ bg: "whiteAlpha.200" }}>
              <FormattedMessage id="hero.explorePrograms" />
              <ArrowIcon />
            </ButtonLink>
          </HStack>
          <Box pt="4">
            <HeroControls count={heroScenes.length} index={index} paused={paused} onTogglePause={() => setPaused((p) => !p)} onSelect={goTo} />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

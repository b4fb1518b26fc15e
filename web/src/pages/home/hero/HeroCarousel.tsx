import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { attachHero } from "../../../behaviours/hero";
import { heroRotationMs } from "../../../behaviours/timings";
import { useBehaviour } from "../../../behaviours/useBehaviour";
import { ArrowIcon } from "../../../components/icons";
import { ButtonLink } from "../../../components/RouterLinks";
import { useArrivedAt } from "../../../hooks/useArrivedAt";
import { HeroControls } from "./HeroControls";
import { HeroScene } from "./HeroScene";
import { heroScenes } from "./heroScenes";

// Every scene is in the page; the one shown fades in over the one it replaces. The hero behaviour
// (behaviours/hero.ts) only moves the markers this CSS reads, on a static page and in the app alike.
const sceneLook = {
  position: "absolute",
  inset: "0",
  opacity: 0,
  visibility: "hidden",
  "&[data-active], &[data-previous]": { visibility: "visible" },
  "&[data-previous]": { opacity: 1, zIndex: 0 },
  "&[data-active]": { opacity: 1, zIndex: 1, transition: "opacity 1.2s ease-out" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none !important" },
} as const;

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
      {/* Its own stacking context, so the scenes' layering stays under the text and controls. */}
      <Box position="absolute" inset="0" zIndex="0" pointerEvents="none" aria-hidden="true">
        {/* Only the first scene is drawn with the page; the others wait in <template>s (parsed, never
            styled or laid out) until the hero behaviour unpacks each shortly before its turn. */}
        {heroScenes.map((scene, i) => (
          <Box key={scene.id} data-hero-scene={i} data-active={i === 0 ? "" : undefined} css={sceneLook}>
            {i === 0 ? (
              <HeroScene scene={scene} />
            ) : (
              <template data-hero-drawing="">
                <HeroScene scene={scene} />
              </template>
            )}
          </Box>
        ))}
        <Box
          position="absolute"
          inset="0"
          zIndex="1"
          bgGradient="to-t"
          gradientFrom="rgba(6,13,31,0.85)"
          gradientVia="rgba(6,13,31,0.25)"
          gradientTo="rgba(6,13,31,0.45)"
        />
      </Box>

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

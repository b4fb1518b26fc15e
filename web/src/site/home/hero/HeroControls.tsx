import { chakra, HStack, IconButton } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { PauseIcon, PlayIcon } from "../../../ui/components/icons";

// WCAG 2.2.2: anything that moves on its own for more than five seconds can be paused. The hero
// behaviour (behaviours/hero.ts) handles these buttons; the section's data-paused picks the icon.
const toggleLook = {
  "& [data-icon=play]": { display: "none" },
  "[data-paused] & [data-icon=play]": { display: "inline" },
  "[data-paused] & [data-icon=pause]": { display: "none" },
} as const;

// The pill that shows the slide widens for the one shown.
const dotLook = {
  "& > span": { display: "block", h: "2", w: "2", rounded: "full", bg: "whiteAlpha.500", transition: "all 0.3s" },
  "&[aria-current=true] > span": { w: "6", bg: "gold.400" },
  "&:hover > span": { bg: "gold.200" },
} as const;

export function HeroControls({ count }: { count: number }) {
  const intl = useIntl();
  const pauseLabel = intl.formatMessage({ id: "hero.pause" });
  return (
    <HStack gap="3">
      <IconButton
        size="sm"
        variant="outline"
        rounded="full"
        color="fg.inverted"
        borderColor="whiteAlpha.500"
        _hover={{ bg: "whiteAlpha.200" }}
        aria-label={pauseLabel}
        data-hero-toggle=""
        data-label-pause={pauseLabel}
        data-label-play={intl.formatMessage({ id: "hero.play" })}
        css={toggleLook}
      >
        <PauseIcon data-icon="pause" />
        <PlayIcon data-icon="play" />
      </IconButton>
      <HStack as="ul" gap="0" listStyleType="none" aria-label={intl.formatMessage({ id: "hero.scenes" })}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            {/* A 24 × 24 px target (WCAG 2.5.8) around the small pill that shows the slide. */}
            <chakra.button
              type="button"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW="6"
              h="6"
              px="0.5"
              cursor="pointer"
              rounded="full"
              _focusVisible={{ outline: "2px solid", outlineColor: "gold.300", outlineOffset: "0" }}
              aria-label={intl.formatMessage({ id: "hero.sceneN" }, { n: i + 1, total: count })}
              aria-current={i === 0 ? "true" : undefined}
              data-hero-dot={i}
              css={dotLook}
            >
              <span />
            </chakra.button>
          </li>
        ))}
      </HStack>
    </HStack>
  );
}

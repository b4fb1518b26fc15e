import { Box, HStack, IconButton } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { PauseIcon, PlayIcon } from "../../../components/icons";

interface HeroControlsProps {
  count: number;
  index: number;
  paused: boolean;
  onTogglePause: () => void;
  onSelect: (index: number) => void;
}

// WCAG 2.2.2: anything that moves on its own for more than five seconds can be paused.
export function HeroControls({ count, index, paused, onTogglePause, onSelect }: HeroControlsProps) {
  const intl = useIntl();
  return (
    <HStack gap="3">
      <IconButton
        size="sm"
        variant="outline"
        rounded="full"
        color="fg.inverted"
        borderColor="whiteAlpha.500"
        _hover={{ bg: "whiteAlpha.200" }}
        aria-label={intl.formatMessage({ id: paused ? "hero.play" : "hero.pause" })}
        onClick={onTogglePause}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </IconButton>
      <HStack as="ul" gap="0" listStyleType="none" aria-label={intl.formatMessage({ id: "hero.scenes" })}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            {/* A 24 × 24 px target (WCAG 2.5.8) around the small pill that shows the slide. */}
            <Box
              as="button"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW="6"
              h="6"
              px="0.5"
              cursor="pointer"
              rounded="full"
              className="group"
              _focusVisible={{ outline: "2px solid", outlineColor: "gold.300", outlineOffset: "0" }}
              aria-label={intl.formatMessage({ id: "hero.sceneN" }, { n: i + 1, total: count })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => onSelect(i)}
            >
              <Box
                as="span"
                display="block"
                h="2"
                w={i === index ? "6" : "2"}
                rounded="full"
                bg={i === index ? "gold.400" : "whiteAlpha.500"}
                transition="all 0.3s"
                _groupHover={{ bg: "gold.200" }}
              />
            </Box>
          </li>
        ))}
      </HStack>
    </HStack>
  );
}

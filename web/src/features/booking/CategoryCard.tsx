import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { RadioMark } from "../../ui/components/form/ChoiceMarks";

interface CategoryCardProps {
  /** The radio group's name and this card's value ("ANY" for the broker's choice). */
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** What the card says about this trip: its price, or why it cannot fly it. */
  status?: ReactNode;
  testId?: string;
}

/**
 * One choice of aircraft category: a card that is the label of its radio button, so a press
 * anywhere on it chooses it. The radio is named by the card's title and described by the rest.
 */
export function CategoryCard({
  name,
  value,
  checked,
  onChoose,
  title,
  description,
  status,
  testId,
}: CategoryCardProps) {
  const id = useId();
  return (
    <chakra.label
      data-testid={testId}
      display="flex"
      alignItems="flex-start"
      gap="2.5"
      p="4"
      textAlign="start"
      textStyle="sm"
      userSelect="none"
      borderWidth="1px"
      rounded="l2"
      css={{
        "&:has(:focus)": { bg: "colorPalette.muted/20" },
        "&:has(:checked)": {
          borderColor: "colorPalette.solid",
          boxShadow: "inset 0 0 0 1px var(--shadow-color)",
          boxShadowColor: "colorPalette.solid",
        },
      }}
    >
      {/* Spans only: a label holds phrasing content. */}
      <Stack as="span" flex="1" gap="1">
        <Text as="span" id={`${id}-title`} fontWeight="medium">
          {title}
        </Text>
        <Stack as="span" id={`${id}-about`} gap="1">
          <Box as="span" opacity="0.64">
            {description}
          </Box>
          {status}
        </Stack>
      </Stack>
      <RadioMark
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-about`}
      />
    </chakra.label>
  );
}

import { Box, Container, Heading, Stack, Text, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface SectionProps extends Omit<BoxProps, "title"> {
  /** Unique on the page; names the section landmark for assistive technology. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  tone?: "light" | "muted" | "dark";
  children?: ReactNode;
}

const tones = {
  light: { bg: "bg", color: "fg", introColor: "fg.muted", eyebrowColor: "gold.700" },
  muted: { bg: "bg.muted", color: "fg", introColor: "fg.muted", eyebrowColor: "gold.700" },
  dark: { bg: "navy.900", color: "fg.inverted", introColor: "whiteAlpha.800", eyebrowColor: "gold.300" },
} as const;

export function Section({ id, eyebrow, title, intro, tone = "light", children, ...rest }: SectionProps) {
  const colors = tones[tone];
  const titleId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      bg={colors.bg}
      color={colors.color}
      py={{ base: "16", md: "24" }}
      {...rest}
    >
      <Container maxW="7xl">
        <Stack gap="4" maxW="3xl" mb={children ? { base: "10", md: "14" } : 0}>
          {eyebrow && (
            <Text
              color={colors.eyebrowColor}
              textTransform="uppercase"
              letterSpacing="0.2em"
              fontSize="xs"
              fontWeight="semibold"
            >
              {eyebrow}
            </Text>
          )}
          <Heading id={titleId} as="h2" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" lineHeight="1.2">
            {title}
          </Heading>
          {intro && (
            <Text color={colors.introColor} fontSize={{ base: "md", md: "lg" }}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

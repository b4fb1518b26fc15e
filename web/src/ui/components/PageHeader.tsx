import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /**
   * Whether the page's frame lays its bar over the band (the public site's fixed navigation), so the
   * band starts below it; false in a frame whose bar stands above the page (the customer area).
   */
  underFixedNav?: boolean;
}

/** The dark band that opens every inner page. */
export function PageHeader({ eyebrow, title, subtitle, children, underFixedNav = true }: PageHeaderProps) {
  return (
    <Box
      as="header"
      bg="navy.900"
      bgGradient="to-br"
      gradientFrom="navy.950"
      gradientVia="navy.900"
      gradientTo="navy.700"
      color="fg.inverted"
      pt={underFixedNav ? { base: "32", lg: "44" } : { base: "10", md: "14" }}
      pb={underFixedNav ? { base: "14", md: "20" } : { base: "10", md: "14" }}
      position="relative"
      overflow="hidden"
    >
      <Box
        position="absolute"
        insetEnd="-10%"
        top="-30%"
        w="60%"
        h="160%"
        bgImage="radial-gradient(closest-side, rgba(212,175,55,0.16), transparent)"
        aria-hidden="true"
      />
      <Container maxW="7xl" position="relative">
        <Stack gap="4" maxW="3xl">
          {eyebrow && (
            <Text color="gold.300" textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="semibold">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" fontSize={{ base: "4xl", md: "5xl" }} fontWeight="normal" lineHeight="1.15">
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.800">
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

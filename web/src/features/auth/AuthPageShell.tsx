import { Box, Card, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface AuthPageShellProps {
  /** Id of the h1, so forms can name themselves after it. */
  titleId?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** A sign-in style page: one card on the dark brand backdrop, clear of the fixed navigation. */
export function AuthPageShell({
  titleId = "auth-page-title",
  eyebrow,
  title,
  subtitle,
  footer,
  children,
}: AuthPageShellProps) {
  return (
    <Box
      bg="navy.900"
      bgGradient="to-br"
      gradientFrom="navy.950"
      gradientVia="navy.900"
      gradientTo="navy.700"
      pt={{ base: "28", lg: "40" }}
      pb={{ base: "12", md: "20" }}
      px="4"
    >
      <Container maxW="md" px="0">
        <Card.Root bg="white" boxShadow="2xl" borderColor="transparent">
          <Card.Header gap="2">
            {eyebrow && (
              <Text
                color="gold.700"
                textTransform="uppercase"
                letterSpacing="0.2em"
                fontSize="xs"
                fontWeight="semibold"
              >
                {eyebrow}
              </Text>
            )}
            <Heading as="h1" id={titleId} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="normal" lineHeight="1.2">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Card.Header>
          <Card.Body>
            <Stack gap="5">{children}</Stack>
          </Card.Body>
          {footer && (
            <Card.Footer
              justifyContent="center"
              borderTopWidth="1px"
              borderColor="border"
              pt="5"
              fontSize="sm"
              color="fg.muted"
            >
              {footer}
            </Card.Footer>
          )}
        </Card.Root>
      </Container>
    </Box>
  );
}

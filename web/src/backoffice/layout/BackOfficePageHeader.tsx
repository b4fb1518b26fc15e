import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface BackOfficePageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions for the whole page (an export, a new item), at the title's end. */
  children?: ReactNode;
}

/** A back-office page's title row: one line, so the work starts right under it. */
export function BackOfficePageHeader({ title, subtitle, children }: BackOfficePageHeaderProps) {
  return (
    <Flex justify="space-between" align={{ base: "start", md: "end" }} gap="4" flexWrap="wrap">
      <Stack gap="1">
        <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="normal" fontFamily="heading">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Flex>
  );
}

import { Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/**
 * Shown while a lazily loaded page module arrives. It fills the screen, so the footer starts below
 * the fold and does not jump down when the page arrives (that jump was most of the home page's CLS).
 */
export function PageLoader() {
  return (
    <Center minH="100dvh" pt="24" alignItems="flex-start" role="status" aria-live="polite">
      <VStack gap="4">
        <Spinner size="lg" color="gold.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm" letterSpacing="wider">
          <FormattedMessage id="common.loading" />
        </Text>
      </VStack>
    </Center>
  );
}

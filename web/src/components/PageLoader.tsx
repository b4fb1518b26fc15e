import { Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Shown while a lazily loaded page module arrives. */
export function PageLoader() {
  return (
    <Center minH="60vh" pt="24" role="status" aria-live="polite">
      <VStack gap="4">
        <Spinner size="lg" color="gold.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm" letterSpacing="wider">
          <FormattedMessage id="common.loading" />
        </Text>
      </VStack>
    </Center>
  );
}

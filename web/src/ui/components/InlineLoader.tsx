import { Center, HStack, Spinner, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** A small 'Loading...' for a part of a page (a card, a step of a form). */
export function InlineLoader() {
  return (
    <Center py="8" role="status" aria-live="polite">
      <HStack gap="3">
        <Spinner size="sm" color="gold.500" />
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="common.loading" />
        </Text>
      </HStack>
    </Center>
  );
}

import { HStack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { TextLink } from "../../ui/navigation/links";
import type { MessageId } from "../../i18n/messages";

/** The line under an auth card that points to the other way in ("No account? Create one"). */
export function AuthFooterLink({ prompt, action, to }: { prompt: MessageId; action: MessageId; to: string }) {
  return (
    <HStack gap="1.5" flexWrap="wrap" justify="center">
      <Text as="span">
        <FormattedMessage id={prompt} />
      </Text>
      <TextLink to={to} color="navy.700" fontWeight="semibold">
        <FormattedMessage id={action} />
      </TextLink>
    </HStack>
  );
}

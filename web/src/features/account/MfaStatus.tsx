import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ShieldIcon } from "../../ui/components/icons";

/** Whether two-step verification is on, and the level this session reached. */
export function MfaStatus({ enabled, aal2 }: { enabled: boolean; aal2: boolean }) {
  return (
    <HStack gap="3" align="start">
      <ShieldIcon boxSize="6" color={enabled ? "green.600" : "fg.muted"} mt="0.5" />
      <Stack gap="1">
        <Text fontWeight="semibold">
          <FormattedMessage id="account.security.mfaTitle" />
        </Text>
        <Text color="fg.muted" fontSize="sm" data-testid="mfa-status">
          <FormattedMessage id={enabled ? "account.security.mfaOn" : "account.security.mfaOff"} />
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="account.security.sessionLevel" />{" "}
          <Badge colorPalette={aal2 ? "green" : "gray"} variant="subtle" data-testid="session-aal">
            <FormattedMessage id={aal2 ? "account.aal.aal2" : "account.aal.aal1"} />
          </Badge>
        </Text>
      </Stack>
    </HStack>
  );
}

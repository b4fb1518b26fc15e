import { Alert, Button, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

interface PendingEmailChangeProps {
  /** The address asked for, not yet confirmed. */
  email: string;
  /** Whether the current address must confirm too (secure email change). */
  bothConfirm: boolean;
  busy: boolean;
  onResend: () => void;
}

/** A change of address waiting for its link(s), with a way to send them again. */
export function PendingEmailChange({ email, bothConfirm, busy, onResend }: PendingEmailChangeProps) {
  return (
    <Alert.Root status="info" data-testid="email-change-pending">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>
          <FormattedMessage
            id={bothConfirm ? "settings.email.pendingBoth" : "settings.email.pending"}
            values={{ email: <bdi key="email">{email}</bdi> }}
          />
        </Alert.Description>
        <HStack>
          <Button size="sm" variant="outline" onClick={onResend} loading={busy}>
            <FormattedMessage id="settings.email.resend" />
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

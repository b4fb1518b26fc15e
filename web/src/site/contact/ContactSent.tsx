import { Alert, Button } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** The message's receipt: its reference, and a way to write another. */
export function ContactSent({ reference, onSendAnother }: { reference: string; onSendAnother: () => void }) {
  return (
    <Alert.Root status="success" rounded="xl" data-testid="contact-sent" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <FormattedMessage id="contact.sentTitle" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="contact.sentBody" values={{ reference: <strong key="ref">{reference}</strong> }} />
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onSendAnother}>
          <FormattedMessage id="contact.sendAnother" />
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

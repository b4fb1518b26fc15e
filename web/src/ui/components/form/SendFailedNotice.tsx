import { Alert } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** A form the server could not take just now (a POST without JavaScript): what was typed is still in it. */
export function SendFailedNotice() {
  return (
    <Alert.Root status="error" rounded="xl" role="alert" data-testid="send-failed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="form.sendFailedTitle" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="form.sendFailedBody" />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

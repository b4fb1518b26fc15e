import { Alert, Button } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** A list that could not load says so and offers to try again (the data is not lost, just not here). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="common.loadFailed" />
        </Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </Alert.Root>
  );
}

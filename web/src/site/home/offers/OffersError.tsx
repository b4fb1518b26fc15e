import { Alert, Button } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

export function OffersError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" variant="surface" alignItems="center" flexWrap="wrap" gap="4">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>
          <FormattedMessage id="home.offers.errorTitle" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="home.offers.errorBody" />
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </Alert.Root>
  );
}

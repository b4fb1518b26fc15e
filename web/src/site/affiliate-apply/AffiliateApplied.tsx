import { Alert, List, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** The application's receipt: where the confirmation went, and what happens next. */
export function AffiliateApplied({ email }: { email: string }) {
  return (
    <Alert.Root status="success" rounded="xl" alignItems="start" data-testid="affiliate-applied">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>
          <FormattedMessage id="affiliateApply.sentTitle" />
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              <FormattedMessage id="affiliateApply.sentBody" values={{ email }} />
            </Text>
            <List.Root as="ol" ps="5" gap="1">
              <List.Item>
                <FormattedMessage id="affiliateApply.next1" />
              </List.Item>
              <List.Item>
                <FormattedMessage id="affiliateApply.next2" />
              </List.Item>
              <List.Item>
                <FormattedMessage id="affiliateApply.next3" />
              </List.Item>
            </List.Root>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

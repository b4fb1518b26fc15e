import { Alert } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useLiveState } from "../../../graphql/apollo/liveConnection";

/** Says so while the live feed is down; the board catches up by itself once it is back. */
export function LiveBanner() {
  const state = useLiveState();
  if (state !== "reconnecting") return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="live-paused">
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id="leadBoard.live.paused" />
      </Alert.Title>
    </Alert.Root>
  );
}

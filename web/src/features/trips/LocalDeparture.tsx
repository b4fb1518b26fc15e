import { FormattedMessage, useIntl } from "react-intl";
import { formatLocalDateTime } from "./tripFormat";

/** "<time>, local time at <airport>": a leg's departure in the departure airport's own time. */
export function LocalDeparture({ departAt, airport }: { departAt: string; airport: string }) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="request.localDeparture"
      values={{ time: formatLocalDateTime(departAt, intl.locale), airport }}
    />
  );
}

import { Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { timeLeft } from "../../features/trips";

/** "Valid for 2 d 4 h 10 min", ticking each minute; tells its card when the quote runs out. */
export function ValidityCountdown({ until, onExpire }: { until: string; onExpire: () => void }) {
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(new Date(until), now);
  useEffect(() => {
    if (!left) {
      onExpire();
      return;
    }
    const timer = setTimeout(() => setNow(new Date()), 30_000);
    return () => clearTimeout(timer);
  }, [left, onExpire]);
  if (!left) return null;
  return (
    <Text as="span" fontSize="sm" color={left.days === 0 ? "orange.700" : "fg.muted"} data-testid="quote-countdown">
      <FormattedMessage id="request.validFor" values={left} />
    </Text>
  );
}

import { List } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

interface Tier {
  daysBefore: number;
  percent: number;
}

/**
 * What a cancellation forfeits, one line per tier, the longest notice first: "30 days or more
 * before departure: 10 %", "7 to 29 days: 50 %", "Under 7 days: 100 %".
 */
export function CancellationScheduleList({ tiers }: { tiers: readonly Tier[] }) {
  return (
    <List.Root gap="1" ps="5" data-testid="cancellation-schedule">
      {tiers.map((tier, i) => {
        const longer = tiers[i - 1];
        const values = { percent: tier.percent, from: tier.daysBefore, to: (longer?.daysBefore ?? 0) - 1 };
        const id =
          i === 0
            ? tier.daysBefore === 0
              ? "charter.cancel.any"
              : "charter.cancel.atLeast"
            : tier.daysBefore === 0
              ? "charter.cancel.under"
              : "charter.cancel.between";
        return (
          <List.Item key={tier.daysBefore}>
            <FormattedMessage id={id} values={{ ...values, under: longer?.daysBefore ?? 0 }} />
          </List.Item>
        );
      })}
    </List.Root>
  );
}

import { Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { BookingMoneyFieldsFragment } from "../../../graphql/generated";
import { CancellationScheduleList } from "./CancellationScheduleList";

/** What the customer agreed to when accepting: the terms' version, when and by whom, and the conditions as shown. */
export function AgreementSummary({ agreement }: { agreement: NonNullable<BookingMoneyFieldsFragment["agreement"]> }) {
  const intl = useIntl();
  const who = agreement.acceptedBy?.name || agreement.acceptedBy?.email;
  return (
    <Stack gap="3" data-testid="booking-agreement">
      <Text>
        <FormattedMessage
          id="charter.agreement.accepted"
          values={{
            version: <bdi>{agreement.termsVersion}</bdi>,
            at: intl.formatDate(agreement.acceptedAt, { dateStyle: "medium", timeStyle: "short" }),
            who: who ? <bdi>{who}</bdi> : intl.formatMessage({ id: "charter.agreement.deletedAccount" }),
          }}
        />
      </Text>
      <Stack gap="1">
        <Text fontWeight="semibold">
          <FormattedMessage id="charter.cancellationTitle" />
        </Text>
        <CancellationScheduleList tiers={agreement.cancellationSchedule} />
      </Stack>
      <Stack gap="1">
        <Text fontWeight="semibold">
          <FormattedMessage id="charter.operatorConditions" />
        </Text>
        <Text whiteSpace="pre-line" color={agreement.operatorConditions ? undefined : "fg.muted"}>
          {agreement.operatorConditions ?? <FormattedMessage id="charter.noOperatorConditions" />}
        </Text>
      </Stack>
    </Stack>
  );
}

import { Box, Table, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { AffiliateAccountQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

type Referral = NonNullable<AffiliateAccountQuery["myAffiliate"]>["referrals"][number];

const STATUS_IDS: Record<string, MessageId> = {
  NEW: "trips.requestStatus.NEW",
  QUOTED: "trips.requestStatus.QUOTED",
  ACCEPTED: "trips.requestStatus.ACCEPTED",
  CANCELLED: "trips.requestStatus.CANCELLED",
  EXPIRED: "trips.requestStatus.EXPIRED",
};

/** The leads an affiliate's code brought: reference, route, travel date and where each stands; never who. */
export function AffiliateReferrals({ referrals }: { referrals: readonly Referral[] }) {
  if (referrals.length === 0)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="affiliateAccount.noReferrals" />
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="affiliateAccount.reference" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="affiliates.statement.route" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="affiliateAccount.travelDate" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="affiliates.statement.state" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {referrals.map((referral) => (
            <Table.Row key={referral.reference} data-testid="referral-row">
              <Table.Cell>
                <bdi>{referral.reference}</bdi>
              </Table.Cell>
              <Table.Cell>
                {referral.route ? <bdi>{referral.route}</bdi> : <FormattedMessage id="affiliateAccount.message" />}
              </Table.Cell>
              <Table.Cell>
                {referral.travelDate ? (
                  // A local calendar date: shown as written, not moved by the reader's time zone.
                  <FormattedDate value={`${referral.travelDate}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />
                ) : (
                  <FormattedDate value={referral.createdAt} dateStyle="medium" />
                )}
              </Table.Cell>
              <Table.Cell>
                {referral.status && STATUS_IDS[referral.status] ? (
                  <FormattedMessage id={STATUS_IDS[referral.status]!} />
                ) : (
                  <FormattedMessage id="affiliateAccount.received" />
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

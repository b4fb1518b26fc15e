import { Box, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { AffiliateStatementFieldsFragment } from "../../graphql/generated";

type Commission = AffiliateStatementFieldsFragment["commissions"][number];

/** US dollars to the cent, in the reader's language. */
function Usd({ value }: { value: number }) {
  const intl = useIntl();
  return <>{intl.formatNumber(value, { style: "currency", currency: "USD", minimumFractionDigits: 2 })}</>;
}

/**
 * An affiliate's won bookings and its share of each, with the totals earned, paid and unpaid. The
 * staff's page adds a "mark paid" action per unpaid row (`action`).
 */
export function CommissionStatement({
  statement,
  action,
}: {
  statement: AffiliateStatementFieldsFragment;
  action?: (commission: Commission) => ReactNode;
}) {
  return (
    <Stack gap="3" data-testid="commission-statement">
      <HStack gap="6" flexWrap="wrap" fontSize="sm">
        <Total label="affiliates.statement.earned" value={statement.earnedUsd} testId="earned" />
        <Total label="affiliates.statement.paid" value={statement.paidUsd} testId="paid" />
        <Total label="affiliates.statement.unpaid" value={statement.unpaidUsd} testId="unpaid" />
      </HStack>
      {statement.commissions.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="affiliates.statement.none" />
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="affiliates.statement.booking" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="affiliates.statement.route" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="affiliates.statement.departs" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="affiliates.statement.price" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="affiliates.statement.commission" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="affiliates.statement.state" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {statement.commissions.map((row) => (
                <Table.Row key={row.bookingId} data-testid="commission-row">
                  <Table.Cell>
                    <bdi>{row.bookingNumber}</bdi>{" "}
                    <Text as="span" color="fg.muted">
                      (<bdi>{row.reference}</bdi>)
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <bdi>{row.route}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedDate value={row.departsAt} dateStyle="medium" />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Usd value={row.priceUsd} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Usd value={row.commissionUsd} />
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" flexWrap="wrap">
                      <Text as="span">
                        {row.paidAt ? (
                          <FormattedMessage
                            id="affiliates.statement.paidOn"
                            values={{ date: <FormattedDate value={row.paidAt} dateStyle="medium" /> }}
                          />
                        ) : (
                          <FormattedMessage id="affiliates.statement.unpaidRow" />
                        )}
                      </Text>
                      {!row.paidAt && action?.(row)}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

function Total({
  label,
  value,
  testId,
}: {
  label: "affiliates.statement.earned" | "affiliates.statement.paid" | "affiliates.statement.unpaid";
  value: number;
  testId: string;
}) {
  return (
    <Text>
      <FormattedMessage id={label} />{" "}
      <Text as="strong" data-testid={`commission-${testId}`}>
        <Usd value={value} />
      </Text>
    </Text>
  );
}

import { Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { BookingMoneyFieldsFragment } from "../../../graphql/generated";
import { formatMoney } from "./formatMoney";

/** The payments and refunds recorded, oldest first; staff also see their notes and who recorded each. */
export function PaymentHistory({ payments }: { payments: BookingMoneyFieldsFragment["payments"] }) {
  const intl = useIntl();
  if (payments.length === 0)
    return (
      <Text color="fg.muted" data-testid="payment-history-empty">
        <FormattedMessage id="charter.history.none" />
      </Text>
    );
  return (
    <Table.ScrollArea tabIndex={0}>
      <Table.Root size="sm" variant="outline" data-testid="payment-history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="charter.history.date" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="charter.history.kind" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="charter.schedule.amount" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="charter.history.reference" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id} data-testid="payment-record">
              <Table.Cell whiteSpace="nowrap">
                {intl.formatDate(`${payment.receivedOn}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text>
                    <FormattedMessage id={`charter.history.${payment.kind}`} />
                    {" · "}
                    <FormattedMessage id={`charter.method.${payment.method}`} />
                  </Text>
                  {payment.recordedBy && (
                    <Text fontSize="xs" color="fg.muted">
                      <bdi>{payment.recordedBy.name || payment.recordedBy.email}</bdi>
                    </Text>
                  )}
                  {payment.note && (
                    <Text fontSize="xs" color="fg.muted" whiteSpace="pre-line">
                      {payment.note}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                whiteSpace="nowrap"
                color={payment.kind === "REFUND" ? "fg.error" : undefined}
              >
                {payment.kind === "REFUND" ? "−" : ""}
                {formatMoney(intl, payment.amount, payment.currency)}
              </Table.Cell>
              <Table.Cell>
                <bdi>{payment.reference ?? ""}</bdi>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

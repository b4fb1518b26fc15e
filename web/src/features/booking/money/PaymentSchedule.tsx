import { Badge, DataList, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { BookingMoneyFieldsFragment } from "../../../graphql/generated";
import { formatMoney } from "./formatMoney";

const STATE_PALETTE = { PAID: "green", DUE: "gray", OVERDUE: "red" } as const;

/**
 * A booking's money in its own currency: the price at the rate fixed at booking, what is paid, due
 * now and outstanding, and the deposit and balance with their due dates.
 */
export function PaymentSchedule({ booking }: { booking: BookingMoneyFieldsFragment }) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(intl, amount, booking.currency);
  const totals = [
    ["price", booking.price],
    ["paid", booking.amountPaid],
    ["dueNow", booking.amountDue],
    ["outstanding", booking.amountOutstanding],
  ] as const;
  return (
    <Stack gap="4" data-testid="payment-schedule">
      <DataList.Root size="sm">
        {totals.map(([key, amount]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>
              <FormattedMessage id={`charter.money.${key}`} />
            </DataList.ItemLabel>
            <DataList.ItemValue
              data-testid={`money-${key}`}
              fontWeight={key === "outstanding" ? "semibold" : undefined}
            >
              {money(amount)}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {booking.currency !== "USD" && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="charter.money.rate"
            values={{ rate: intl.formatNumber(booking.exchangeRate), currency: booking.currency }}
          />
        </Text>
      )}
      {/* Scrolls on its own on a phone, so the page never does. */}
      <Table.ScrollArea tabIndex={0}>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <FormattedMessage id="charter.schedule.part" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="charter.schedule.due" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <FormattedMessage id="charter.schedule.amount" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <FormattedMessage id="charter.schedule.left" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {booking.paymentSchedule.map((part) => (
              <Table.Row key={part.kind} data-testid={`installment-${part.kind}`}>
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <FormattedMessage id={`charter.schedule.${part.kind}`} />
                    <Badge size="sm" colorPalette={STATE_PALETTE[part.state]} data-testid="installment-state">
                      <FormattedMessage id={`charter.schedule.state.${part.state}`} />
                    </Badge>
                  </Stack>
                </Table.Cell>
                <Table.Cell>{intl.formatDate(part.dueAt, { dateStyle: "medium" })}</Table.Cell>
                <Table.Cell textAlign="end">{money(part.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{money(part.outstanding)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

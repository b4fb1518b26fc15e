import { Button, HStack, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  useAdminBookingPayments_RecordMutation,
  type PaymentKind,
  type PaymentMethod,
} from "../../../graphql/generated";
import { FieldInput, FieldTextarea, FormField } from "../../../ui/components/form/FormField";
import { badInputFields, blankToNull } from "../../../ui/components/form/fieldErrors";
import { toaster } from "../../../ui/components/toaster";
import type { MessageId } from "../../../i18n/messages";

export const recordPaymentMutation = /* GraphQL */ `
  mutation AdminBookingPayments_Record($bookingId: ID!, $input: PaymentInput!) {
    recordPayment(bookingId: $bookingId, input: $input) {
      ...BookingMoneyFields
      allowedStatuses
      allowedPaymentStatuses
    }
  }
`;

const KINDS: PaymentKind[] = ["PAYMENT", "REFUND"];
const METHODS: PaymentMethod[] = ["BANK_TRANSFER", "CARD", "CASH", "OTHER"];
type Field = "amount" | "receivedOn" | "reference" | "note";
const MESSAGES: Record<Field, MessageId> = {
  amount: "admin.payments.amountInvalid",
  receivedOn: "admin.payments.dateInvalid",
  reference: "admin.payments.referenceInvalid",
  note: "admin.payments.noteInvalid",
};

const today = () => new Date().toISOString().slice(0, 10);

/** Staff record a payment or refund in the booking's currency; the server's refusals are said beside each field. */
export function RecordPaymentForm({ bookingId, currency }: { bookingId: string; currency: string }) {
  const intl = useIntl();
  const [kind, setKind] = useState<PaymentKind>("PAYMENT");
  const [method, setMethod] = useState<PaymentMethod>("BANK_TRANSFER");
  const [amount, setAmount] = useState("");
  const [receivedOn, setReceivedOn] = useState(today());
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [record, { loading }] = useAdminBookingPayments_RecordMutation({ refetchQueries: ["AdminBookings"] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(",", "."));
    // Checked here first so every faulty field shows at once; the server checks again against the booking.
    const local = new Set<Field>();
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) local.add("amount");
    if (!receivedOn) local.add("receivedOn");
    setInvalid(local);
    if (local.size) return;
    try {
      await record({
        variables: {
          bookingId,
          input: {
            kind,
            amount: value,
            receivedOn,
            method,
            reference: blankToNull(reference),
            note: blankToNull(note),
          },
        },
      });
      setAmount("");
      setReference("");
      setNote("");
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.payments.recorded" }) });
    } catch (error) {
      const fields = badInputFields(error).filter((f): f is Field => f in MESSAGES);
      if (fields.length) setInvalid(new Set(fields));
      else
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.payments.failed" }) });
    }
  }

  const errorOf = (field: Field) => (invalid.has(field) ? <FormattedMessage id={MESSAGES[field]} /> : undefined);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="record-payment">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={<FormattedMessage id="admin.payments.kind" />}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...control}
                  value={kind}
                  onChange={(e) => setKind(e.target.value as PaymentKind)}
                  data-testid="payment-kind"
                >
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {intl.formatMessage({ id: `charter.history.${k}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <FormField
            label={<FormattedMessage id="admin.payments.amount" values={{ currency }} />}
            error={errorOf("amount")}
            required
          >
            {(control) => (
              <FieldInput
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                dir="ltr"
                data-testid="payment-amount"
              />
            )}
          </FormField>
          <FormField label={<FormattedMessage id="admin.payments.date" />} error={errorOf("receivedOn")} required>
            {(control) => (
              <FieldInput
                {...control}
                type="date"
                value={receivedOn}
                onChange={(e) => setReceivedOn(e.target.value)}
                data-testid="payment-date"
              />
            )}
          </FormField>
          <FormField label={<FormattedMessage id="admin.payments.method" />}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...control}
                  value={method}
                  onChange={(e) => setMethod(e.target.value as PaymentMethod)}
                  data-testid="payment-method"
                >
                  {METHODS.map((m) => (
                    <option key={m} value={m}>
                      {intl.formatMessage({ id: `charter.method.${m}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <FormField label={<FormattedMessage id="admin.payments.reference" />} error={errorOf("reference")}>
            {(control) => (
              <FieldInput
                {...control}
                value={reference}
                maxLength={120}
                onChange={(e) => setReference(e.target.value)}
                data-testid="payment-reference-input"
              />
            )}
          </FormField>
          <FormField label={<FormattedMessage id="admin.payments.note" />} error={errorOf("note")}>
            {(control) => (
              <FieldTextarea
                {...control}
                value={note}
                maxLength={500}
                rows={2}
                onChange={(e) => setNote(e.target.value)}
                data-testid="payment-note"
              />
            )}
          </FormField>
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="gold" loading={loading} data-testid="save-payment">
            <FormattedMessage id={kind === "REFUND" ? "admin.payments.saveRefund" : "admin.payments.save"} />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

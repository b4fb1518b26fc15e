import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../../ui/components/toaster";
import { badInputFields } from "../../../ui/components/form/fieldErrors";
import {
  useLeadDetail_MarginRulesQuery,
  useLeadDetail_SendRfqQuotesMutation,
  type LeadDetailFieldsFragment,
} from "../../../graphql/generated";
import { isCurrency, usdCentsOf, withMargin } from "../../../../../server/src/core/rules/index.js";

type Rfq = LeadDetailFieldsFragment["quoteRequests"][number]["rfqs"][number];

export const marginRulesQuery = /* GraphQL */ `
  query LeadDetail_MarginRules {
    pricing {
      marginDefaultPercent
      marginMinimumUsd
    }
  }
`;

export const sendRfqQuotesMutation = /* GraphQL */ `
  mutation LeadDetail_SendRfqQuotes($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {
    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {
      id
      priceUsd
      quoteRequest {
        id
        status
      }
    }
  }
`;

type Mode = "percent" | "usd";
interface Pick {
  mode: Mode;
  amount: string;
}

/** The operator's price in US cents at the fixed rate, when the answer quoted one. */
function operatorCents(rfq: Rfq): number | null {
  const answer = rfq.answer;
  if (rfq.status !== "ANSWERED" || !answer || answer.price === null || !isCurrency(answer.currency)) return null;
  return usdCentsOf(answer.price, answer.currency);
}

/**
 * Operators' answers staff pick to send the customer as quote options, each with a margin — a
 * percentage of the operator's price or a fixed amount, starting from the pricing settings' default
 * — and the customer's price it makes. The server refuses a margin below the minimum, naming the row.
 */
export function RfqQuoteOptions({
  quoteRequestId,
  reference,
  rfqs,
  onSent,
}: {
  quoteRequestId: string;
  reference: string;
  rfqs: readonly Rfq[];
  onSent: () => void;
}) {
  const intl = useIntl();
  const { data } = useLeadDetail_MarginRulesQuery();
  const [send, { loading }] = useLeadDetail_SendRfqQuotesMutation();
  const [picked, setPicked] = useState<Map<string, Pick>>(new Map());
  const [refused, setRefused] = useState<Set<string>>(new Set());
  const rules = data?.pricing;
  const now = Date.now();
  const answers = rfqs.filter(
    (rfq) => operatorCents(rfq) !== null && rfq.answer?.validUntil && new Date(rfq.answer.validUntil).getTime() > now,
  );
  if (answers.length === 0 || !rules) return null;

  const money = (usd: number) =>
    intl.formatNumber(usd, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const priced = (rfq: Rfq, pick: Pick) => {
    const amount = Number(pick.amount);
    if (pick.amount.trim() === "" || !Number.isFinite(amount) || amount < 0) return null;
    return withMargin(operatorCents(rfq)!, pick.mode === "percent" ? { percent: amount } : { usd: amount });
  };
  const set = (id: string, pick: Pick | null) =>
    setPicked((current) => {
      const next = new Map(current);
      if (pick) next.set(id, pick);
      else next.delete(id);
      return next;
    });

  async function submit() {
    const chosen = answers.filter((rfq) => picked.has(rfq.id));
    const options = chosen.map((rfq) => {
      const pick = picked.get(rfq.id)!;
      const amount = Number(pick.amount);
      return pick.mode === "percent" ? { rfqId: rfq.id, marginPercent: amount } : { rfqId: rfq.id, marginUsd: amount };
    });
    try {
      await send({ variables: { quoteRequestId, options } });
      setPicked(new Map());
      setRefused(new Set());
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "leadDetail.quote.sent" }, { count: options.length, reference }),
      });
      onSent();
    } catch (error) {
      const fields = badInputFields(error);
      setRefused(
        new Set(
          fields.flatMap((field) => {
            const index = /^options\[(\d+)\]/.exec(field)?.[1];
            return index === undefined ? [] : [chosen[Number(index)]!.id];
          }),
        ),
      );
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: "leadDetail.rfqQuote.failed" }),
      });
    }
  }

  return (
    <Stack as="section" gap="3" data-testid="rfq-offers" aria-labelledby={`rfq-offers-${quoteRequestId}`}>
      <Text id={`rfq-offers-${quoteRequestId}`} fontWeight="semibold">
        <FormattedMessage id="leadDetail.rfqQuote.title" />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="leadDetail.rfqQuote.rules"
          values={{ percent: rules.marginDefaultPercent, minimum: money(rules.marginMinimumUsd) }}
        />
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {answers.map((rfq) => {
          const pick = picked.get(rfq.id);
          const result = pick ? priced(rfq, pick) : null;
          const below = result !== null && result.marginUsdCents < rules.marginMinimumUsd * 100;
          const invalid = pick !== undefined && (result === null || below || refused.has(rfq.id));
          return (
            <Stack as="li" key={rfq.id} gap="2" bg="bg.muted" rounded="md" p="3" data-testid="rfq-offer">
              <Checkbox.Root
                checked={pick !== undefined}
                onCheckedChange={(event) =>
                  set(rfq.id, event.checked ? { mode: "percent", amount: String(rules.marginDefaultPercent) } : null)
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <FormattedMessage
                    id="leadDetail.rfqQuote.pick"
                    values={{
                      operator: <bdi>{rfq.operator.name}</bdi>,
                      price: money(Math.round(operatorCents(rfq)! / 100)),
                    }}
                  />
                </Checkbox.Label>
              </Checkbox.Root>
              {pick && (
                <HStack gap="3" align="end" flexWrap="wrap">
                  <Field.Root w="auto">
                    <Field.Label fontSize="sm">
                      <FormattedMessage id="leadDetail.rfqQuote.marginKind" />
                    </Field.Label>
                    <NativeSelect.Root size="sm" w="40">
                      <NativeSelect.Field
                        value={pick.mode}
                        onChange={(event) =>
                          set(rfq.id, {
                            mode: event.target.value as Mode,
                            amount:
                              event.target.value === "percent"
                                ? String(rules.marginDefaultPercent)
                                : String(rules.marginMinimumUsd),
                          })
                        }
                      >
                        <option value="percent">{intl.formatMessage({ id: "leadDetail.rfqQuote.percent" })}</option>
                        <option value="usd">{intl.formatMessage({ id: "leadDetail.rfqQuote.fixed" })}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root w="auto" invalid={invalid}>
                    <Field.Label fontSize="sm">
                      <FormattedMessage
                        id={
                          pick.mode === "percent"
                            ? "leadDetail.rfqQuote.marginPercent"
                            : "leadDetail.rfqQuote.marginUsd"
                        }
                      />
                    </Field.Label>
                    <Input
                      size="sm"
                      w="32"
                      inputMode="decimal"
                      value={pick.amount}
                      onChange={(event) => set(rfq.id, { ...pick, amount: event.target.value })}
                      data-testid="rfq-offer-margin"
                    />
                  </Field.Root>
                  {result && (
                    <Text fontSize="sm" data-testid="rfq-offer-price">
                      <FormattedMessage
                        id="leadDetail.rfqQuote.customerPrice"
                        values={{
                          price: money(result.priceUsd),
                          margin: money(Math.round(result.marginUsdCents / 100)),
                        }}
                      />
                    </Text>
                  )}
                  {invalid && (
                    <Text fontSize="sm" color="fg.error" w="full" data-testid="rfq-offer-error">
                      <FormattedMessage
                        id="leadDetail.rfqQuote.belowMinimum"
                        values={{ minimum: money(rules.marginMinimumUsd) }}
                      />
                    </Text>
                  )}
                </HStack>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Button
        size="sm"
        colorPalette="gold"
        alignSelf="start"
        disabled={picked.size === 0}
        loading={loading}
        onClick={() => void submit()}
        data-testid="rfq-offer-send"
      >
        <FormattedMessage id="leadDetail.rfqQuote.send" values={{ count: picked.size }} />
      </Button>
    </Stack>
  );
}

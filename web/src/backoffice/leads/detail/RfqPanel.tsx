import { Badge, Button, Checkbox, Field, Heading, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../../ui/components/toaster";
import { RfqQuoteOptions } from "./RfqQuoteOptions";
import {
  useLeadDetail_RfqSuggestionsLazyQuery,
  useLeadDetail_SendRfqMutation,
  type LeadDetailFieldsFragment,
} from "../../../graphql/generated";

type Rfq = LeadDetailFieldsFragment["quoteRequests"][number]["rfqs"][number];

export const rfqSuggestionsQuery = /* GraphQL */ `
  query LeadDetail_RfqSuggestions($quoteRequestId: ID!) {
    rfqSuggestions(quoteRequestId: $quoteRequestId) {
      nearestNm
      operator {
        id
        name
        quotable
        contacts {
          name
          email
          language
        }
      }
      aircraft {
        distanceNm
        aircraft {
          id
          registration
          typeName
          seats
          yearOfManufacture
        }
      }
    }
  }
`;

export const sendRfqMutation = /* GraphQL */ `
  mutation LeadDetail_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
      id
      status
    }
  }
`;

/**
 * Requests for quotes on one request: the operators asked and their answers (cheapest first in US
 * dollars, as the server lists them; declines with their reason), and the operators to ask, found
 * near the first departure, each with the contact to write to. Answers arrive with the lead's events.
 */
export function RfqPanel({
  quoteRequestId,
  reference,
  rfqs,
  open,
  onSent,
}: {
  quoteRequestId: string;
  reference: string;
  rfqs: readonly Rfq[];
  /** Whether the request can still take quotes. */
  open: boolean;
  onSent: () => void;
}) {
  const intl = useIntl();
  const [find, { data, loading }] = useLeadDetail_RfqSuggestionsLazyQuery({ fetchPolicy: "network-only" });
  const [send, { loading: sending }] = useLeadDetail_SendRfqMutation();
  // Operator id → the contact's email chosen for it; an operator in the map is ticked.
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const suggestions = data?.rfqSuggestions ?? null;

  const toggle = (operatorId: string, email: string, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(operatorId, email);
      else next.delete(operatorId);
      return next;
    });

  async function submit() {
    const recipients = [...chosen].map(([operatorId, contactEmail]) => ({ operatorId, contactEmail }));
    try {
      await send({ variables: { quoteRequestId, recipients } });
      setChosen(new Map());
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "leadDetail.rfq.sent" }, { count: recipients.length, reference }),
      });
      onSent();
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "leadDetail.rfq.sendFailed" }) });
    }
  }

  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" data-testid="rfq-panel">
      <Heading as="h4" fontSize="md" fontWeight="semibold">
        <FormattedMessage id="leadDetail.rfq.title" />
      </Heading>
      {rfqs.length > 0 ? (
        <Stack as="ol" listStyleType="none" gap="2" data-testid="rfq-answers">
          {rfqs.map((rfq) => (
            <RfqRow key={rfq.id} rfq={rfq} />
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="leadDetail.rfq.none" />
        </Text>
      )}
      {open && rfqs.length > 0 && (
        <RfqQuoteOptions quoteRequestId={quoteRequestId} reference={reference} rfqs={rfqs} onSent={onSent} />
      )}
      {open && (
        <Stack gap="3">
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            loading={loading}
            onClick={() => void find({ variables: { quoteRequestId } })}
            data-testid="rfq-find"
          >
            <FormattedMessage id="leadDetail.rfq.find" />
          </Button>
          {suggestions && suggestions.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="leadDetail.rfq.noSuggestions" />
            </Text>
          )}
          {suggestions && suggestions.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="2" data-testid="rfq-suggestions">
              {suggestions
                .filter((s) => s.operator.quotable && s.operator.contacts.length > 0)
                .map(({ operator, aircraft, nearestNm }) => {
                  const nearest = aircraft[0]!.aircraft;
                  const email = chosen.get(operator.id);
                  return (
                    <Stack
                      as="li"
                      key={operator.id}
                      gap="2"
                      bg="bg.muted"
                      rounded="md"
                      p="3"
                      data-testid="rfq-suggestion"
                    >
                      <Checkbox.Root
                        checked={email !== undefined}
                        onCheckedChange={(event) => toggle(operator.id, operator.contacts[0]!.email, !!event.checked)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="medium">
                          <bdi>{operator.name}</bdi>
                        </Checkbox.Label>
                      </Checkbox.Root>
                      <HStack gap="2" flexWrap="wrap" fontSize="sm">
                        <Badge colorPalette="green">
                          <FormattedMessage id="leadDetail.rfq.quotable" />
                        </Badge>
                        <Text>
                          <FormattedMessage
                            id="leadDetail.rfq.nearest"
                            values={{
                              distance: intl.formatNumber(nearestNm),
                              type: nearest.typeName,
                              registration: nearest.registration,
                              seats: nearest.seats,
                              year: String(nearest.yearOfManufacture),
                              count: aircraft.length,
                            }}
                          />
                        </Text>
                      </HStack>
                      {email !== undefined && operator.contacts.length > 1 && (
                        <Field.Root>
                          <Field.Label fontSize="sm">
                            <FormattedMessage id="leadDetail.rfq.contact" />
                          </Field.Label>
                          <NativeSelect.Root size="sm">
                            <NativeSelect.Field
                              value={email}
                              onChange={(event) => toggle(operator.id, event.target.value, true)}
                            >
                              {operator.contacts.map((contact) => (
                                <option key={contact.email} value={contact.email}>
                                  {`${contact.name} <${contact.email}> (${contact.language})`}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Field.Root>
                      )}
                    </Stack>
                  );
                })}
            </Stack>
          )}
          {suggestions && suggestions.length > 0 && (
            <Button
              size="sm"
              alignSelf="start"
              disabled={chosen.size === 0}
              loading={sending}
              onClick={() => void submit()}
              data-testid="rfq-send"
            >
              <FormattedMessage id="leadDetail.rfq.send" values={{ count: chosen.size }} />
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function RfqRow({ rfq }: { rfq: Rfq }) {
  const intl = useIntl();
  const { answer } = rfq;
  const money = (amount: number, currency: string) =>
    intl.formatNumber(amount, { style: "currency", currency, maximumFractionDigits: 0 });
  return (
    <Stack as="li" gap="0" bg="bg.muted" rounded="md" p="3" data-testid="rfq-answer" data-status={rfq.status}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="medium">
          <bdi>{rfq.operator.name}</bdi>
        </Text>
        <Badge colorPalette={rfq.status === "ANSWERED" ? "green" : rfq.status === "DECLINED" ? "red" : "gray"}>
          <FormattedMessage
            id={rfq.status === "SENT" && rfq.expired ? "leadDetail.rfq.expired" : `leadDetail.rfq.status.${rfq.status}`}
          />
        </Badge>
      </HStack>
      {answer && rfq.status === "ANSWERED" && answer.price !== null && answer.currency && answer.priceUsd !== null && (
        <>
          <Text fontSize="sm" data-testid="rfq-price">
            {answer.currency === "USD" ? (
              money(answer.priceUsd, "USD")
            ) : (
              <FormattedMessage
                id="leadDetail.rfq.converted"
                values={{ price: money(answer.price, answer.currency), usd: money(answer.priceUsd, "USD") }}
              />
            )}
          </Text>
          {answer.aircraft && (
            <Text fontSize="sm" color="fg.muted">
              <bdi>{`${answer.aircraft.typeName} · ${answer.aircraft.registration}`}</bdi>
            </Text>
          )}
          {answer.validUntil && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="leadDetail.quote.validUntilOn"
                values={{ date: intl.formatDate(answer.validUntil, { dateStyle: "medium", timeStyle: "short" }) }}
              />
            </Text>
          )}
          {answer.conditions && (
            <Text fontSize="sm" whiteSpace="pre-wrap" dir="auto">
              {answer.conditions}
            </Text>
          )}
        </>
      )}
      {answer && rfq.status === "DECLINED" && (
        <Text fontSize="sm" whiteSpace="pre-wrap" dir="auto" data-testid="rfq-decline-reason">
          {answer.declineReason}
        </Text>
      )}
      {rfq.status === "SENT" && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="leadDetail.rfq.waiting"
            values={{
              contact: rfq.contactEmail,
              date: intl.formatDate(rfq.expiresAt, { dateStyle: "medium", timeStyle: "short" }),
            }}
          />
        </Text>
      )}
    </Stack>
  );
}

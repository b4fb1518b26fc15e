import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../../ui/components/toaster";
import { useLeadDetail_SendQuoteMutation } from "../../../graphql/generated";
import { QuoteOptionFields } from "./QuoteOptionFields";
import { blankOption, optionErrors, toQuoteInput, type OptionErrors, type QuoteOptionDraft } from "./quoteOption";

export const sendQuoteMutation = /* GraphQL */ `
  mutation LeadDetail_SendQuote($quoteRequestId: ID!, $input: QuoteInput!) {
    sendQuote(quoteRequestId: $quoteRequestId, input: $input) {
      id
      quoteRequest {
        id
        status
      }
    }
  }
`;

/**
 * One or more options for a request, sent as one sendQuote per option (the customer sees each as
 * a quote to accept). Options that were sent leave the form; a failure keeps the rest to retry.
 */
export function SendQuoteForm({
  quoteRequestId,
  reference,
  onSent,
}: {
  quoteRequestId: string;
  reference: string;
  onSent: () => void;
}) {
  const intl = useIntl();
  const [options, setOptions] = useState<QuoteOptionDraft[]>(() => [blankOption()]);
  const [errors, setErrors] = useState<Record<number, OptionErrors>>({});
  const [sendQuote, { loading }] = useLeadDetail_SendQuoteMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(options.map((option) => [option.key, optionErrors(option)]));
    setErrors(found);
    if (Object.values(found).some((e) => Object.keys(e).length > 0)) return;
    let sent = 0;
    for (const option of options) {
      try {
        await sendQuote({ variables: { quoteRequestId, input: toQuoteInput(option) } });
        sent += 1;
      } catch {
        setOptions((current) => current.filter((_, i) => i >= sent));
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "leadDetail.quote.failed" }, { sent, total: options.length }),
        });
        if (sent > 0) onSent();
        return;
      }
    }
    setOptions([blankOption()]);
    toaster.create({
      type: "success",
      closable: true,
      title: intl.formatMessage({ id: "leadDetail.quote.sent" }, { count: sent, reference }),
    });
    onSent();
  }

  const update = (key: number) => (option: QuoteOptionDraft) =>
    setOptions((current) => current.map((o) => (o.key === key ? option : o)));
  const remove = (key: number) => () => setOptions((current) => current.filter((o) => o.key !== key));

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: "leadDetail.quote.formLabel" }, { reference })}
    >
      <Text fontWeight="semibold">
        <FormattedMessage id="leadDetail.quote.title" />
      </Text>
      {options.map((option, index) => (
        <QuoteOptionFields
          key={option.key}
          index={index}
          option={option}
          errors={errors[option.key] ?? {}}
          onChange={update(option.key)}
          onRemove={options.length > 1 ? remove(option.key) : undefined}
        />
      ))}
      <HStack gap="3" flexWrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOptions((current) => [...current, blankOption()])}
          disabled={options.length >= 5}
          data-testid="add-option"
        >
          <FormattedMessage id="leadDetail.quote.addOption" />
        </Button>
        <Button type="submit" size="sm" colorPalette="gold" loading={loading} data-testid="send-quote">
          <FormattedMessage id="leadDetail.quote.send" values={{ count: options.length }} />
        </Button>
      </HStack>
    </Stack>
  );
}

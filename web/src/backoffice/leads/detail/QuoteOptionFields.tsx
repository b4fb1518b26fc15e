import { Button, Field, Fieldset, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { TextField } from "../../../ui/components/form/TextField";
import { useCurrency } from "../../../currency/CurrencyContext";
import type { MessageId } from "../../../i18n/messages";
import type { OptionErrors, QuoteOptionDraft } from "./quoteOption";

interface Props {
  index: number;
  option: QuoteOptionDraft;
  errors: OptionErrors;
  onChange: (option: QuoteOptionDraft) => void;
  /** Absent for the only option: a quote has at least one. */
  onRemove?: () => void;
}

/** The fields of one quote option: what flies, who operates it, the price in US dollars, until when, and the notes. */
export function QuoteOptionFields({ index, option, errors, onChange, onRemove }: Props) {
  const { currency, format } = useCurrency();
  const set = (name: keyof QuoteOptionDraft) => (value: string) => onChange({ ...option, [name]: value });
  const price = Number(option.priceUsd);
  return (
    <Fieldset.Root borderWidth="1px" rounded="lg" p="4" data-testid={`quote-option-${index}`}>
      <Fieldset.Legend fontWeight="semibold" px="1">
        <FormattedMessage id="leadDetail.quote.option" values={{ number: index + 1 }} />
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="leadDetail.quote.aircraft"
          value={option.aircraft}
          onChange={set("aircraft")}
          error={errors.aircraft}
          required
          maxLength={120}
          helper="leadDetail.quote.aircraftHelp"
        />
        <TextField
          label="leadDetail.quote.operator"
          value={option.operator}
          onChange={set("operator")}
          error={errors.operator}
          required
          maxLength={120}
        />
        <NumberLikeField
          label="leadDetail.quote.priceUsd"
          type="number"
          value={option.priceUsd}
          onChange={set("priceUsd")}
          error={errors.priceUsd}
        />
        <NumberLikeField
          label="leadDetail.quote.validUntil"
          type="datetime-local"
          value={option.validUntil}
          onChange={set("validUntil")}
          error={errors.validUntil}
        />
      </SimpleGrid>
      {currency.code !== "USD" && price > 0 && !errors.priceUsd && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="leadDetail.quote.priceIn" values={{ price: format(price) }} />
        </Text>
      )}
      <TextField
        label="leadDetail.quote.terms"
        value={option.terms}
        onChange={set("terms")}
        multiline
        maxLength={4000}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="leadDetail.quote.clientNote"
          value={option.note}
          onChange={set("note")}
          multiline
          maxLength={2000}
        />
        <TextField
          label="leadDetail.quote.staffNote"
          value={option.staffNote}
          onChange={set("staffNote")}
          multiline
          maxLength={2000}
          helper="leadDetail.quote.staffNoteHelp"
        />
      </SimpleGrid>
      {onRemove && (
        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={onRemove}>
          <FormattedMessage id="leadDetail.quote.removeOption" values={{ number: index + 1 }} />
        </Button>
      )}
    </Fieldset.Root>
  );
}

function NumberLikeField(props: {
  label: MessageId;
  type: "number" | "datetime-local";
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required>
      <Field.Label>
        <FormattedMessage id={props.label} />
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={props.type}
        dir="ltr"
        textAlign="start"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...(props.type === "number" ? { min: 1, max: 10_000_000, step: 1, inputMode: "numeric" as const } : {})}
      />
      {props.error && (
        <Field.ErrorText>
          <FormattedMessage id={props.error} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

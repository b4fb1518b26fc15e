import { Field, Input } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";

interface NumberFieldProps {
  /** The field's path in PricingInput ("categories[0].hourlyRateUsd"): server errors arrive under it. */
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The server's bounds for this figure, to say what it accepts when it refuses a value. */
  limit: { min: number; max: number } | null;
  helper?: ReactNode;
}

/** A figure on the pricing form, its error (in the admin's language, with the allowed range) beside it. */
export function NumberField({ path, label, value, onChange, invalid, limit, helper }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} data-path={path} />
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && (
        <Field.ErrorText>
          {limit ? (
            <FormattedMessage
              id="admin.pricing.error.range"
              values={{ min: intl.formatNumber(limit.min), max: intl.formatNumber(limit.max) }}
            />
          ) : (
            <FormattedMessage id="admin.pricing.error.invalid" />
          )}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

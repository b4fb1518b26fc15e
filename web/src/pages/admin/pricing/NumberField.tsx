import { Field, Input } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { limitOf } from "./pricingDraft";

interface NumberFieldProps {
  /** The field's path in PricingInput ("categories[0].hourlyRateUsd"): server errors arrive under it. */
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  helper?: ReactNode;
}

/** A figure on the pricing form, its error (in the admin's language, with the allowed range) beside it. */
export function NumberField({ path, label, value, onChange, invalid, helper }: NumberFieldProps) {
  const intl = useIntl();
  const limit = limitOf(path);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} data-path={path} />
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && (
        <Field.ErrorText>
          {limit ? (
            <FormattedMessage id="admin.pricing.error.range" values={{ min: intl.formatNumber(limit[0]), max: intl.formatNumber(limit[1]) }} />
          ) : (
            <FormattedMessage id="admin.pricing.error.invalid" />
          )}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

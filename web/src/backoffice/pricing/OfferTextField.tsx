import { Field, Input } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { OfferDraft } from "./offerDraft";
import type { SetOfferField } from "./useOfferForm";

type TextKey = "from" | "to" | "fromIata" | "toIata" | "discountPercent" | "priceUsd" | "sortOrder" | "validUntil";

interface OfferTextFieldProps {
  name: TextKey;
  type?: string;
  draft: OfferDraft;
  /** The paths of the fields refused (input.<name>). */
  invalid: Set<string>;
  set: SetOfferField;
}

/** One text field of the offer form, with its error once refused. */
export function OfferTextField({ name, type = "text", draft, invalid, set }: OfferTextFieldProps) {
  return (
    <Field.Root invalid={invalid.has(`input.${name}`)}>
      <Field.Label>
        <FormattedMessage id={`admin.offers.field.${name}`} />
      </Field.Label>
      <Input type={type} value={draft[name]} onChange={(event) => set(name, event.target.value)} />
      {invalid.has(`input.${name}`) && (
        <Field.ErrorText>
          <FormattedMessage id={`admin.offers.error.${name}`} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

import { GridItem, SimpleGrid } from "@chakra-ui/react";
import { fieldMax } from "../../../../../server/src/core/rules/index.js";
import type { FieldErrors, TypedValues, WebFormField, WebFormFields } from "./listedForm";
import { TextField } from "./TextField";

const inputType = { email: "email", phone: "tel", website: "url" } as const;

interface ListedFieldsProps<F extends WebFormFields> {
  fields: F;
  values: TypedValues<F>;
  errors: FieldErrors<F>;
  onChange: (patch: Partial<TypedValues<F>>) => void;
  /** The inputs carry their field names, for a form that also posts without JavaScript. */
  named?: boolean;
}

/** Which fields take a whole row: long texts, and a one-line field that would stand alone in its row. */
function wideFields(fields: WebFormField[]): boolean[] {
  let column = 0;
  return fields.map((field, index) => {
    const next = fields[index + 1];
    const wide = field.kind === "text" || (column === 0 && (!next || next.kind === "text"));
    column = wide ? 0 : (column + 1) % 2;
    return wide;
  });
}

/**
 * A public form's fields in the order of its list, each with the label, input kind, bounds, hint
 * and message the list gives it; two to a row on a wide screen.
 */
export function ListedFields<F extends WebFormFields>({
  fields,
  values,
  errors,
  onChange,
  named,
}: ListedFieldsProps<F>) {
  const entries = Object.entries(fields) as [keyof F & string, WebFormField][];
  const wide = wideFields(entries.map(([, field]) => field));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {entries.map(([name, field], index) => (
        <GridItem key={name} colSpan={wide[index] ? { base: 1, md: 2 } : 1}>
          <TextField
            label={field.label}
            name={named ? name : undefined}
            type={inputType[field.kind as keyof typeof inputType] ?? "text"}
            value={values[name]}
            onChange={(value) => onChange({ [name]: value } as Partial<TypedValues<F>>)}
            error={errors[name]}
            required={field.required}
            multiline={field.kind === "text"}
            maxLength={fieldMax(field)}
            helper={field.hint}
            autoComplete={field.autoComplete}
          />
        </GridItem>
      ))}
    </SimpleGrid>
  );
}

import type { FormField, FormFields } from "../../core/rules/index.js";

// A public form's listed fields (core/rules/public-forms.ts) are its table's columns, named in
// snake_case: the data download and the erasure of a deleted account read them from the list, so a
// field added to a form is downloaded and erased with the rest.

const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** "name, email, phone, …" for a SELECT. */
export const formColumns = (fields: FormFields) => Object.keys(fields).map(column).join(", ");

/** What a deleted customer's value becomes: a placeholder where the column needs one, else NULL. */
function erased(field: FormField, name: string, placeholder: string): string {
  if (field.kind === "email") return `'erased-' || id || '@deleted.invalid'`;
  if (field.kind === "name") return name;
  return field.required ? placeholder : "NULL";
}

/** "name = $2, email = …, phone = NULL, …" for an UPDATE; `name` and `placeholder` are its parameters. */
export const erasedFormColumns = (fields: FormFields, name: string, placeholder: string) =>
  Object.entries(fields)
    .map(([field, rule]) => `${column(field)} = ${erased(rule, name, placeholder)}`)
    .join(", ");

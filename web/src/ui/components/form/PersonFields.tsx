import { personFields } from "../../../../../server/src/core/rules/index.js";
import type { MessageId } from "../../../i18n/messages";
import { ListedFields } from "./ListedFields";

/** Who asks, as the server's person details have them. */
export interface PersonValues {
  name: string;
  email: string;
  phone: string;
  company: string;
}

interface PersonFieldsProps {
  values: PersonValues;
  /** The form's own messages for these fields (the booking form words them its way). */
  errors: Partial<Record<keyof PersonValues, MessageId>>;
  onChange: (patch: Partial<PersonValues>) => void;
}

/**
 * Name and email (required), phone and company, two to a row: the shared list of a person's fields
 * (server/src/core/rules/public-forms.ts), for a form that asks them among others of its own.
 */
export function PersonFields({ values, errors, onChange }: PersonFieldsProps) {
  return <ListedFields fields={personFields} values={values} errors={errors} onChange={onChange} />;
}

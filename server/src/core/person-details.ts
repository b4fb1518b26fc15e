import type { FieldProblem } from "./errors.js";
import { formProblems } from "./form-checks.js";
import { cleanForm, personFields, type FormInput, type FormValues } from "./rules/index.js";

// Who sent a public form (a contact message, an affiliate application, a quote request): the same
// person's fields (core/rules/public-forms.ts), cleaned and checked alike on each form.

/** The person's fields as a form's input has them; a form that asks no phone has none. */
export type PersonDetailsInput = FormInput<typeof personFields>;

/** The name on one line, the address in lower case, a blank phone or company as null. */
export type PersonDetails = FormValues<typeof personFields>;

// The keys stay in the list's order: forms hash their cleaned input to recognise a retried submission.
export const personDetails = (input: PersonDetailsInput): PersonDetails => cleanForm(personFields, input);

/** The problems with the details, each field named as the input spells it: `prefix` + "name", "email"… */
export function personDetailsProblems(problems: FieldProblem[], person: PersonDetails, prefix = ""): void {
  formProblems(problems, personFields, person, prefix);
}

import type { FieldProblem } from "./errors.js";
import {
  blankToNull,
  controlProblems,
  emailProblems,
  maxLength,
  nameProblems,
  oneLine,
  phoneProblems,
} from "./form-checks.js";

// Who sent a public form (a contact message, an affiliate application, a quote request): the same
// person's fields, cleaned and checked alike on each form.

const COMPANY_MAX = 120;

/** The person's fields as a form's input has them; a form that asks no phone has none. */
export interface PersonDetailsInput {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
}

/** The name on one line, the address in lower case, a blank phone or company as null. */
export interface PersonDetails {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
}

// The keys stay in this order: forms hash their cleaned input to recognise a retried submission.
export function personDetails(input: PersonDetailsInput): PersonDetails {
  return {
    name: oneLine(input.name),
    email: input.email.trim().toLowerCase(),
    phone: blankToNull(input.phone),
    company: blankToNull(input.company),
  };
}

/** The problems with the details, each field named as the input spells it: `prefix` + "name", "email"… */
export function personDetailsProblems(problems: FieldProblem[], person: PersonDetails, prefix = ""): void {
  nameProblems(problems, `${prefix}name`, person.name);
  emailProblems(problems, `${prefix}email`, person.email);
  phoneProblems(problems, `${prefix}phone`, person.phone);
  maxLength(problems, `${prefix}company`, person.company, COMPANY_MAX);
  controlProblems(problems, `${prefix}company`, person.company);
}

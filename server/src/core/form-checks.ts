import {
  characters,
  fieldMax,
  formFaults,
  hasControlOrBreak,
  type FieldFault,
  type FormField,
  type FormFields,
  type FormValues,
} from "./rules/index.js";
import type { FieldProblem } from "./errors.js";

export { characters };

// The server's checks of the public forms (contact, affiliate application, quote request,
// testimonial): a listed form's fields by its list (core/rules/public-forms.ts), in the API's words;
// the language, the referral code and the lengths of the fields no list holds.

/** The languages the site speaks; anything else falls back to English. */
export const SITE_LOCALES = ["en", "es", "ar", "zh"] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

const REFERRAL = /^[A-Za-z0-9_-]{1,40}$/;

export const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

export const oneLine = (value: string | null | undefined) => value?.trim().replace(/\s+/g, " ") ?? "";

/** The first two letters, lower case ("es-MX" → "es"); null when blank. */
export const localeCode = (value: string | null | undefined) => blankToNull(value)?.slice(0, 2).toLowerCase() ?? null;

export const isSiteLocale = (value: string | null): value is SiteLocale =>
  value !== null && (SITE_LOCALES as readonly string[]).includes(value);

export function localeProblems(problems: FieldProblem[], field: string, given: string | null | undefined): void {
  if (blankToNull(given) !== null && !isSiteLocale(localeCode(given)))
    problems.push({ field, message: `One of ${SITE_LOCALES.join(", ")}.` });
}

export function maxLength(problems: FieldProblem[], field: string, value: string | null, max: number): void {
  if (value !== null && characters(value) > max)
    problems.push({ field, message: `At most ${max.toLocaleString("en-US")} characters.` });
}

export function lengthBetween(problems: FieldProblem[], field: string, value: string, min: number, max: number): void {
  const length = characters(value);
  if (length < min || length > max) {
    problems.push({ field, message: `${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")} characters.` });
  }
}

// NUL cannot be stored in PostgreSQL text at all (the insert failed with a 500), and other control
// characters are never typed into a form: they only hide text or break the CSV exports and emails.
// \p{Cc}: C0, DEL and C1.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Control characters in `value`: line breaks and tabs are allowed only where `multiline`. */
export function controlProblems(
  problems: FieldProblem[],
  field: string,
  value: string | null,
  multiline = false,
): void {
  if (value !== null && (multiline ? CONTROL.test(value) : hasControlOrBreak(value))) {
    problems.push({
      field,
      message: multiline ? "Remove the control characters." : "One line of text, without control characters.",
    });
  }
}

export function nameProblems(problems: FieldProblem[], field: string, name: string): void {
  if (!name) problems.push({ field, message: "Enter a name." });
  else if (hasControlOrBreak(name)) controlProblems(problems, field, name);
  else maxLength(problems, field, name, 120);
}

export function referralProblems(problems: FieldProblem[], field: string, code: string | null): void {
  if (code !== null && !REFERRAL.test(code))
    problems.push({ field, message: "Letters, digits, - and _ only, at most 40." });
}

const count = (n: number) => n.toLocaleString("en-US");

/** The API's words for a fault of a listed field (the web shows the field's own message ids). */
function faultMessage(field: FormField, fault: FieldFault): string {
  const max = fieldMax(field);
  if (fault === "missing") return field.kind === "name" ? "Enter a name." : "Fill in this field.";
  if (fault === "control")
    return field.kind === "text" ? "Remove the control characters." : "One line of text, without control characters.";
  if (fault === "length")
    return field.min !== undefined
      ? `${count(field.min)} to ${count(max ?? 0)} characters.`
      : `At most ${count(max ?? 0)} characters.`;
  if (field.kind === "email") return "Enter a valid email address.";
  if (field.kind === "phone") return "Enter a phone number with its country code, e.g. +44 20 7946 0000.";
  return "A web address starting with https:// or http://.";
}

/** One problem per faulty field of a listed form, each named as the input spells it: `prefix` + name. */
export function formProblems<F extends FormFields>(
  problems: FieldProblem[],
  fields: F,
  values: FormValues<F>,
  prefix = "",
): void {
  for (const [name, fault] of Object.entries(formFaults(fields, values)) as [string, FieldFault][])
    problems.push({ field: `${prefix}${name}`, message: faultMessage(fields[name]!, fault) });
}

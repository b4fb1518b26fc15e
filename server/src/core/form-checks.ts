import { hasControlOrBreak, isEmail, isPhone, looksLikeWebAddress, WEBSITE_MAX_LENGTH } from "./rules/index.js";
import type { FieldProblem } from "./errors.js";

// Checks the public forms (contact, affiliate application, testimonial) share: the same rules the
// quote request form follows for an email, a phone number and a referral code.

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

/**
 * Characters as PostgreSQL's length() and a reader count them (code points): `.length` counts an
 * emoji twice, so "🚀🚀🚀🚀🚀" passed a 10-character minimum that the database's CHECK then refused.
 */
export const characters = (value: string) => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

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

export function emailProblems(problems: FieldProblem[], field: string, email: string): void {
  if (!isEmail(email)) problems.push({ field, message: "Enter a valid email address." });
}

export function phoneProblems(problems: FieldProblem[], field: string, phone: string | null): void {
  if (phone !== null && !isPhone(phone)) {
    problems.push({ field, message: "Enter a phone number with its country code, e.g. +44 20 7946 0000." });
  }
}

export function referralProblems(problems: FieldProblem[], field: string, code: string | null): void {
  if (code !== null && !REFERRAL.test(code))
    problems.push({ field, message: "Letters, digits, - and _ only, at most 40." });
}

export function websiteProblems(problems: FieldProblem[], field: string, url: string | null): void {
  if (url === null) return;
  if (!looksLikeWebAddress(url)) problems.push({ field, message: "A web address starting with https:// or http://." });
  else maxLength(problems, field, url, WEBSITE_MAX_LENGTH);
}

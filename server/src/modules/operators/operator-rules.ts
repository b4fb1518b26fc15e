import { isEmail, isPhone } from "../../core/rules/index.js";
import type { FieldProblem } from "../../core/errors.js";
import type { StoredSafetyAudit } from "./operator.entity.js";
import type { OperatorContact, OperatorDraft, OperatorWarning, SafetyAudit } from "./operator.js";
import { OperatorDocument, OperatorWarningKind, SafetyAuditScheme, SafetyRating } from "./operators.enums.js";

// An operator's papers and what they allow: valid through their expiry day (UTC), warned 30 days
// ahead; a lapsed AOC or insurance stops quoting, a lapsed audit only warns.

export const WARNING_DAYS = 30;
export const OPERATOR_NAME_MAX = 120;
export const AOC_NUMBER_MAX = 40;
export const NOTES_MAX = 2000;
export const CONTACTS_MAX = 20;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_LANGUAGES = ["en", "es", "ar", "zh"] as const;

const DAY_MS = 86_400_000;

/** Today's calendar day in UTC, "2027-03-31": what expiry dates are compared with. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whether `text` is a real calendar day written "YYYY-MM-DD". */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"): negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const SCHEME_OF: Record<SafetyRating, SafetyAuditScheme> = {
  [SafetyRating.ARGUS_GOLD]: SafetyAuditScheme.ARGUS,
  [SafetyRating.ARGUS_GOLD_PLUS]: SafetyAuditScheme.ARGUS,
  [SafetyRating.ARGUS_PLATINUM]: SafetyAuditScheme.ARGUS,
  [SafetyRating.WYVERN_REGISTERED]: SafetyAuditScheme.WYVERN,
  [SafetyRating.WYVERN_WINGMAN]: SafetyAuditScheme.WYVERN,
  [SafetyRating.IS_BAO_STAGE_1]: SafetyAuditScheme.IS_BAO,
  [SafetyRating.IS_BAO_STAGE_2]: SafetyAuditScheme.IS_BAO,
  [SafetyRating.IS_BAO_STAGE_3]: SafetyAuditScheme.IS_BAO,
};

export const schemeOf = (rating: SafetyRating): SafetyAuditScheme => SCHEME_OF[rating];

const DOCUMENT_OF: Record<SafetyAuditScheme, OperatorDocument> = {
  [SafetyAuditScheme.ARGUS]: OperatorDocument.ARGUS,
  [SafetyAuditScheme.WYVERN]: OperatorDocument.WYVERN,
  [SafetyAuditScheme.IS_BAO]: OperatorDocument.IS_BAO,
};

/** Papers that stop quoting once lapsed. */
const REQUIRED_PAPERS: ReadonlySet<OperatorDocument> = new Set([OperatorDocument.AOC, OperatorDocument.INSURANCE]);

/** What an operator's papers say today: may it be quoted, what ends soon or has ended, and its audits. */
export interface OperatorStanding {
  quotable: boolean;
  warnings: OperatorWarning[];
  audits: SafetyAudit[];
}

export function operatorStanding(
  papers: { aocExpiresOn: string; insuranceExpiresOn: string; safetyAudits: readonly StoredSafetyAudit[] },
  today: string,
): OperatorStanding {
  const dated: { document: OperatorDocument; expiresOn: string }[] = [
    { document: OperatorDocument.AOC, expiresOn: papers.aocExpiresOn },
    { document: OperatorDocument.INSURANCE, expiresOn: papers.insuranceExpiresOn },
    ...papers.safetyAudits.map((audit) => ({
      document: DOCUMENT_OF[schemeOf(audit.rating)],
      expiresOn: audit.expiresOn,
    })),
  ];
  const warnings = dated
    .map(({ document, expiresOn }) => ({ document, expiresOn, daysLeft: daysBetween(today, expiresOn) }))
    .filter((paper) => paper.daysLeft <= WARNING_DAYS)
    .map((paper) => ({
      ...paper,
      kind: paper.daysLeft < 0 ? OperatorWarningKind.LAPSED : OperatorWarningKind.EXPIRING,
    }))
    .toSorted((a, b) => a.daysLeft - b.daysLeft);
  return {
    quotable: !warnings.some((w) => w.kind === OperatorWarningKind.LAPSED && REQUIRED_PAPERS.has(w.document)),
    warnings,
    audits: papers.safetyAudits.map((audit) => ({
      scheme: schemeOf(audit.rating),
      rating: audit.rating,
      expiresOn: audit.expiresOn,
      expired: audit.expiresOn < today,
    })),
  };
}

/** An operator's columns as a checked draft gives them. */
export interface OperatorColumns {
  name: string;
  aocNumber: string;
  aocExpiresOn: string;
  countryCode: string;
  insuranceExpiresOn: string;
  safetyAudits: StoredSafetyAudit[];
  contacts: OperatorContact[];
  notes: string | null;
}

/**
 * The draft's columns, trimmed and normalised, and every problem with it, each naming its field as
 * the input spells it ("input.contacts[1].email"). Whether the country is known is the caller's check.
 */
export function operatorColumns(draft: OperatorDraft): { columns: OperatorColumns; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field: `input.${field}`, message });
  const text = (field: string, value: string, max: number) => {
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > max) problem(field, `1 to ${max} characters.`);
    return trimmed;
  };
  const day = (field: string, value: string) => {
    const trimmed = value.trim();
    if (!isCalendarDay(trimmed)) problem(field, "A date written YYYY-MM-DD, e.g. 2027-03-31.");
    return trimmed;
  };

  const name = text("name", draft.name, OPERATOR_NAME_MAX);
  const aocNumber = text("aocNumber", draft.aocNumber, AOC_NUMBER_MAX).toUpperCase();
  const aocExpiresOn = day("aocExpiresOn", draft.aocExpiresOn);
  const countryCode = draft.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) problem("country", "A two-letter ISO 3166 country code, e.g. GB.");
  const insuranceExpiresOn = day("insuranceExpiresOn", draft.insuranceExpiresOn);

  const schemes = new Set<SafetyAuditScheme>();
  const safetyAudits = (draft.audits ?? []).map((audit, i) => {
    const scheme = schemeOf(audit.rating);
    if (schemes.has(scheme)) problem(`audits[${i}].rating`, "One audit per scheme (ARGUS, Wyvern, IS-BAO).");
    schemes.add(scheme);
    return { rating: audit.rating, expiresOn: day(`audits[${i}].expiresOn`, audit.expiresOn) };
  });

  const given = draft.contacts ?? [];
  if (given.length > CONTACTS_MAX) problem("contacts", `At most ${CONTACTS_MAX} contacts.`);
  const contacts = given.slice(0, CONTACTS_MAX).map((contact, i) => {
    const name = text(`contacts[${i}].name`, contact.name, CONTACT_NAME_MAX);
    const email = contact.email.trim().toLowerCase();
    if (!isEmail(email)) problem(`contacts[${i}].email`, "An email address, e.g. ops@example.com.");
    const phone = contact.phone?.trim() || null;
    if (phone !== null && !isPhone(phone)) problem(`contacts[${i}].phone`, "A phone number, e.g. +44 20 7946 0000.");
    const language = contact.language?.trim().toLowerCase() || "en";
    if (!(CONTACT_LANGUAGES as readonly string[]).includes(language))
      problem(`contacts[${i}].language`, "One of en, es, ar, zh.");
    return { name, email, phone, language };
  });

  const notes = draft.notes?.trim() || null;
  if (notes !== null && notes.length > NOTES_MAX) problem("notes", `At most ${NOTES_MAX} characters.`);

  return {
    columns: {
      name,
      aocNumber,
      aocExpiresOn,
      countryCode,
      insuranceExpiresOn,
      safetyAudits,
      contacts,
      notes,
    },
    problems,
  };
}

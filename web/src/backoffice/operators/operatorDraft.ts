import { blankToNull } from "../../ui/components/form/fieldErrors";
import type {
  AdminOperatorFieldsFragment,
  OperatorInput,
  SafetyAuditScheme,
  SafetyRating,
} from "../../graphql/generated";
import type { Locale } from "../../i18n/locales";

// The operator form edits text; these turn an operator into it and back into the API's input, and
// the API's field paths ("input.contacts[1].email") back into the form's fields.

export const auditSchemes: readonly SafetyAuditScheme[] = ["ARGUS", "WYVERN", "IS_BAO"];

export const ratingsOf: Record<SafetyAuditScheme, readonly SafetyRating[]> = {
  ARGUS: ["ARGUS_GOLD", "ARGUS_GOLD_PLUS", "ARGUS_PLATINUM"],
  WYVERN: ["WYVERN_REGISTERED", "WYVERN_WINGMAN"],
  IS_BAO: ["IS_BAO_STAGE_1", "IS_BAO_STAGE_2", "IS_BAO_STAGE_3"],
};

export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  language: Locale;
}

export interface OperatorDraft {
  name: string;
  aocNumber: string;
  /** "YYYY-MM-DD", as a date input gives it. */
  aocExpiresOn: string;
  country: string;
  insuranceExpiresOn: string;
  /** One per scheme; a scheme without a rating is not held. */
  audits: Record<SafetyAuditScheme, { rating: SafetyRating | ""; expiresOn: string }>;
  contacts: ContactDraft[];
  notes: string;
}

export const emptyContact = (language: Locale = "en"): ContactDraft => ({ name: "", email: "", phone: "", language });

export function emptyOperator(): OperatorDraft {
  return {
    name: "",
    aocNumber: "",
    aocExpiresOn: "",
    country: "",
    insuranceExpiresOn: "",
    audits: {
      ARGUS: { rating: "", expiresOn: "" },
      WYVERN: { rating: "", expiresOn: "" },
      IS_BAO: { rating: "", expiresOn: "" },
    },
    contacts: [emptyContact()],
    notes: "",
  };
}

export function toOperatorDraft(operator: AdminOperatorFieldsFragment): OperatorDraft {
  const draft = emptyOperator();
  for (const audit of operator.audits)
    draft.audits[audit.scheme] = { rating: audit.rating, expiresOn: audit.expiresOn };
  return {
    ...draft,
    name: operator.name,
    aocNumber: operator.aocNumber,
    aocExpiresOn: operator.aocExpiresOn,
    country: operator.country,
    insuranceExpiresOn: operator.insuranceExpiresOn,
    contacts: operator.contacts.map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone ?? "",
      language: c.language as Locale,
    })),
    notes: operator.notes ?? "",
  };
}

/** The schemes the input lists, in its order: input.audits[i] is heldSchemes(draft)[i]. */
const heldSchemes = (draft: OperatorDraft) => auditSchemes.filter((scheme) => draft.audits[scheme].rating !== "");

export function toOperatorInput(draft: OperatorDraft): OperatorInput {
  return {
    name: draft.name,
    aocNumber: draft.aocNumber,
    aocExpiresOn: draft.aocExpiresOn,
    country: draft.country,
    insuranceExpiresOn: draft.insuranceExpiresOn,
    audits: heldSchemes(draft).map((scheme) => ({
      rating: draft.audits[scheme].rating as SafetyRating,
      expiresOn: draft.audits[scheme].expiresOn,
    })),
    contacts: draft.contacts.map((c) => ({
      name: c.name,
      email: c.email,
      phone: blankToNull(c.phone),
      language: c.language,
    })),
    notes: blankToNull(draft.notes),
  };
}

/** A field of the form: "name", "audit.ARGUS.expiresOn", "contact.0.email". */
export type OperatorFormField = string;

/** The form's field an API field path names, for the draft that was sent; null for one the form does not show. */
export function formFieldOf(path: string, draft: OperatorDraft): OperatorFormField | null {
  const audit = /^input\.audits\[(\d+)\]\.(rating|expiresOn)$/.exec(path);
  if (audit) {
    const scheme = heldSchemes(draft)[Number(audit[1])];
    return scheme ? `audit.${scheme}.${audit[2]}` : null;
  }
  const contact = /^input\.contacts\[(\d+)\]\.(name|email|phone|language)$/.exec(path);
  if (contact) return `contact.${contact[1]}.${contact[2]}`;
  const plain = /^input\.(name|aocNumber|aocExpiresOn|country|insuranceExpiresOn|notes|contacts)$/.exec(path);
  return plain ? plain[1]! : null;
}

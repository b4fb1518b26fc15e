import type { OperatorDocument, OperatorWarningKind, SafetyAuditScheme, SafetyRating } from "./operators.enums.js";

// Dates of papers are calendar days, "2027-03-31": valid through that day (UTC).

/** An independent safety audit the operator holds. */
export interface SafetyAudit {
  scheme: SafetyAuditScheme;
  rating: SafetyRating;
  expiresOn: string;
  /** Past its expiry date today. */
  expired: boolean;
}

/** Someone at the operator the charter desk deals with. */
export interface OperatorContact {
  name: string;
  email: string;
  phone: string | null;
  /** The language to write to them in: en, es, ar or zh. */
  language: string;
}

/** A paper that ends soon or has ended. */
export interface OperatorWarning {
  kind: OperatorWarningKind;
  document: OperatorDocument;
  expiresOn: string;
  /** Days from today to the expiry: 0 on its last day, negative once lapsed. */
  daysLeft: number;
}

/** A company holding an air operator certificate, whose aircraft the broker charters. */
export interface Operator {
  id: string;
  name: string;
  /** The air operator certificate's number, as the authority wrote it. */
  aocNumber: string;
  aocExpiresOn: string;
  /** ISO 3166-1 alpha-2 code of the country that issued the certificate. */
  country: string;
  insuranceExpiresOn: string;
  audits: SafetyAudit[];
  contacts: OperatorContact[];
  notes: string | null;
  /** Made up for the demonstration (the demo seed): not a real company. */
  demo: boolean;
  /** Its AOC and insurance are both valid today: the broker may quote its aircraft. */
  quotable: boolean;
  /** The papers that end within 30 days or have ended, soonest first. */
  warnings: OperatorWarning[];
  createdAt: Date;
  updatedAt: Date;
}

/** An operator as staff write it: every field, contacts and audits as whole lists. */
export interface OperatorDraft {
  name: string;
  aocNumber: string;
  aocExpiresOn: string;
  country: string;
  insuranceExpiresOn: string;
  audits?: { rating: SafetyRating; expiresOn: string }[] | null;
  contacts?: { name: string; email: string; phone?: string | null; language?: string | null }[] | null;
  notes?: string | null;
}

/** Which operators to list: every field given must match. */
export interface OperatorFilter {
  /** Text in the name or AOC number, or in a registration of its fleet (hyphens ignored). */
  search?: string | null;
  /** Only those that may (true) or may not (false) be quoted today. */
  quotable?: boolean | null;
}

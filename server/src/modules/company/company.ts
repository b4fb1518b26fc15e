// The broker's public company facts, as admins keep them: nothing here is invented by the code, and
// every part may be empty (a new installation starts so, and the pages hide what is unset).

export interface CompanyDesk {
  name: string;
  region: string;
  phone: string;
  email: string;
  hours: string;
}

export interface CompanyLeader {
  name: string;
  role: string;
  bio: string;
}

/** The About page's figures: each null while the business has no real number for it. */
export interface CompanyFigures {
  foundedYear: number | null;
  fleetAccess: number | null;
  flightsArranged: number | null;
  clientSatisfactionPercent: number | null;
}

export interface InsuranceCover {
  cover: string;
  limitUsd: number | null;
}

export interface CompanySettings {
  legalName: string;
  registeredAddress: string;
  companyNumber: string;
  phone: string;
  email: string;
  desks: CompanyDesk[];
  leadership: CompanyLeader[];
  figures: CompanyFigures;
  certifications: string[];
  insurance: InsuranceCover[];
}

export const EMPTY_COMPANY_SETTINGS: CompanySettings = {
  legalName: "",
  registeredAddress: "",
  companyNumber: "",
  phone: "",
  email: "",
  desks: [],
  leadership: [],
  figures: { foundedYear: null, fleetAccess: null, flightsArranged: null, clientSatisfactionPercent: null },
  certifications: [],
  insurance: [],
};

export enum LegalPageKind {
  PRIVACY = "PRIVACY",
  COOKIES = "COOKIES",
}

export type LegalLocale = "en" | "es" | "ar" | "zh";

export interface LegalPage {
  kind: LegalPageKind;
  locale: LegalLocale;
  version: string;
  /** Plain text: blank lines part paragraphs, a line starting "## " is a heading. */
  body: string;
  publishedAt: Date;
}

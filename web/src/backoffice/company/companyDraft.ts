import type { AdminCompany_ReadQuery, CompanySettingsInput } from "../../graphql/generated";

// The company settings as the form edits them: every figure as typed text, lists as rows.

type Settings = AdminCompany_ReadQuery["companySettings"];

export interface CompanyDraft {
  legalName: string;
  registeredAddress: string;
  companyNumber: string;
  phone: string;
  email: string;
  desks: { name: string; region: string; phone: string; email: string; hours: string }[];
  leadership: { name: string; role: string; bio: string }[];
  figures: { foundedYear: string; fleetAccess: string; flightsArranged: string; clientSatisfactionPercent: string };
  /** One per line. */
  certifications: string;
  insurance: { cover: string; limitUsd: string }[];
}

export type FigureKey = keyof CompanyDraft["figures"];
export const figureKeys: readonly FigureKey[] = [
  "foundedYear",
  "fleetAccess",
  "flightsArranged",
  "clientSatisfactionPercent",
];

const text = (value: number | null) => (value == null ? "" : String(value));

export function draftOf(s: Settings): CompanyDraft {
  return {
    legalName: s.legalName,
    registeredAddress: s.registeredAddress,
    companyNumber: s.companyNumber,
    phone: s.phone,
    email: s.email,
    desks: s.desks.map(({ name, region, phone, email, hours }) => ({ name, region, phone, email, hours })),
    leadership: s.leadership.map(({ name, role, bio }) => ({ name, role, bio })),
    figures: {
      foundedYear: text(s.figures.foundedYear),
      fleetAccess: text(s.figures.fleetAccess),
      flightsArranged: text(s.figures.flightsArranged),
      clientSatisfactionPercent: text(s.figures.clientSatisfactionPercent),
    },
    certifications: s.certifications.join("\n"),
    insurance: s.insurance.map((i) => ({ cover: i.cover, limitUsd: text(i.limitUsd) })),
  };
}

/** A whole number as typed, null when empty, NaN when it is not one (refused before sending). */
const whole = (value: string): number | null => {
  const trimmed = value.trim().replace(/[\s,]/g, "");
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The input to send, and the fields that are not whole numbers (named as the server names them). */
export function inputOf(draft: CompanyDraft): { input: CompanySettingsInput; notNumbers: string[] } {
  const notNumbers: string[] = [];
  const number = (field: string, value: string) => {
    const parsed = whole(value);
    if (Number.isNaN(parsed)) notNumbers.push(field);
    return Number.isNaN(parsed) ? null : parsed;
  };
  const input: CompanySettingsInput = {
    ...draft,
    figures: Object.fromEntries(
      figureKeys.map((key) => [key, number(`figures.${key}`, draft.figures[key])]),
    ) as CompanySettingsInput["figures"],
    certifications: draft.certifications
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    insurance: draft.insurance.map((row, i) => ({
      cover: row.cover,
      limitUsd: number(`insurance[${i}].limitUsd`, row.limitUsd),
    })),
  };
  return { input, notNumbers };
}

export const emptyDesk = () => ({ name: "", region: "", phone: "", email: "", hours: "" });
export const emptyLeader = () => ({ name: "", role: "", bio: "" });
export const emptyCover = () => ({ cover: "", limitUsd: "" });

/** The list with the row at `index` moved by `by` (−1 up, +1 down). */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

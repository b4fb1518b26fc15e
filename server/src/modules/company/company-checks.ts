import { badInput, type FieldProblem } from "../../core/errors.js";
import type { CompanySettings } from "./company.js";

// The rules an admin's edit must meet, each refusal naming its field (desks[1].phone…).

const PHONE = /^\+[0-9][0-9 ()-]{5,24}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = { desks: 12, leadership: 20, certifications: 20, insurance: 10 } as const;

class Checker {
  readonly problems: FieldProblem[] = [];

  text(field: string, value: string, max: number, required = false): void {
    if (required && !value.trim()) this.problems.push({ field, message: "Required." });
    else if (value.length > max) this.problems.push({ field, message: `At most ${max} characters.` });
  }

  phone(field: string, value: string): void {
    const digits = value.replace(/\D/g, "").length;
    if (value && (!PHONE.test(value) || digits < 7 || digits > 15))
      this.problems.push({ field, message: "An international number starting with +, 7 to 15 digits." });
  }

  email(field: string, value: string): void {
    if (value && (value.length > 254 || !EMAIL.test(value)))
      this.problems.push({ field, message: "Not an email address." });
  }

  whole(field: string, value: number | null, min: number, max: number): void {
    if (value !== null && (!Number.isInteger(value) || value < min || value > max))
      this.problems.push({ field, message: `A whole number from ${min} to ${max}.` });
  }

  count(field: keyof typeof MAX, length: number): void {
    if (length > MAX[field]) this.problems.push({ field, message: `At most ${MAX[field]}.` });
  }
}

/** The settings with their text trimmed, or BAD_USER_INPUT naming every faulty field. */
export function checkedSettings(input: CompanySettings, thisYear = new Date().getUTCFullYear()): CompanySettings {
  const s = trimmed(input);
  const c = new Checker();
  c.text("legalName", s.legalName, 200);
  c.text("registeredAddress", s.registeredAddress, 500);
  c.text("companyNumber", s.companyNumber, 60);
  c.phone("phone", s.phone);
  c.email("email", s.email);
  c.count("desks", s.desks.length);
  s.desks.forEach((desk, i) => {
    c.text(`desks[${i}].name`, desk.name, 80, true);
    c.text(`desks[${i}].region`, desk.region, 80);
    c.phone(`desks[${i}].phone`, desk.phone);
    c.email(`desks[${i}].email`, desk.email);
    c.text(`desks[${i}].hours`, desk.hours, 120);
  });
  c.count("leadership", s.leadership.length);
  s.leadership.forEach((leader, i) => {
    c.text(`leadership[${i}].name`, leader.name, 120, true);
    c.text(`leadership[${i}].role`, leader.role, 120, true);
    c.text(`leadership[${i}].bio`, leader.bio, 600);
  });
  c.whole("figures.foundedYear", s.figures.foundedYear, 1900, thisYear);
  c.whole("figures.fleetAccess", s.figures.fleetAccess, 0, 1_000_000);
  c.whole("figures.flightsArranged", s.figures.flightsArranged, 0, 100_000_000);
  c.whole("figures.clientSatisfactionPercent", s.figures.clientSatisfactionPercent, 0, 100);
  c.count("certifications", s.certifications.length);
  s.certifications.forEach((name, i) => c.text(`certifications[${i}]`, name, 160, true));
  c.count("insurance", s.insurance.length);
  s.insurance.forEach((cover, i) => {
    c.text(`insurance[${i}].cover`, cover.cover, 160, true);
    c.whole(`insurance[${i}].limitUsd`, cover.limitUsd, 0, 10_000_000_000);
  });
  if (c.problems.length) throw badInput(c.problems);
  return s;
}

/** Only the known fields are kept, whatever else a client sends. */
function trimmed(s: CompanySettings): CompanySettings {
  return {
    legalName: s.legalName.trim(),
    registeredAddress: s.registeredAddress.trim(),
    companyNumber: s.companyNumber.trim(),
    phone: s.phone.trim(),
    email: s.email.trim(),
    desks: s.desks.map((d) => ({
      name: d.name.trim(),
      region: d.region.trim(),
      phone: d.phone.trim(),
      email: d.email.trim(),
      hours: d.hours.trim(),
    })),
    leadership: s.leadership.map((l) => ({ name: l.name.trim(), role: l.role.trim(), bio: l.bio.trim() })),
    figures: {
      foundedYear: s.figures.foundedYear ?? null,
      fleetAccess: s.figures.fleetAccess ?? null,
      flightsArranged: s.figures.flightsArranged ?? null,
      clientSatisfactionPercent: s.figures.clientSatisfactionPercent ?? null,
    },
    certifications: s.certifications.map((name) => name.trim()),
    insurance: s.insurance.map((i) => ({ cover: i.cover.trim(), limitUsd: i.limitUsd ?? null })),
  };
}

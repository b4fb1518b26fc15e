import type { FieldProblem } from "../../core/errors.js";
import { type BookingFilter, BookingStatus, PaymentStatus } from "../bookings/index.js";
import { type LeadFilter, LeadSource, LeadStatus } from "../leads/index.js";

// The export URLs take the list filters as query-string parameters:
//   /export/leads.csv?status=NEW,WON&source=BOOKING&search=acme&minScore=50&maxScore=90&createdFrom=…&createdTo=…
//   /export/bookings.csv?status=CONFIRMED&paymentStatus=PAID&search=bk-1001&departingFrom=…&departingTo=…
// Lists may repeat the parameter or separate values with commas; dates are ISO 8601.

export type Query = Record<string, unknown>;

/** Filter problems named as the GraphQL input names them, renamed to the query-string parameter. */
const PARAM_OF_FIELD: Record<string, string> = {
  "filter.search": "search",
  "filter.minScore": "minScore",
  "filter.maxScore": "maxScore",
  "filter.created.to": "createdTo",
  "filter.departing.to": "departingTo",
};

export const paramOfField = (field: string) => PARAM_OF_FIELD[field] ?? field;

class Reader {
  readonly problems: FieldProblem[] = [];
  constructor(private readonly query: Query) {}

  private strings(name: string): string[] {
    const raw = this.query[name];
    const values = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
    return values
      .flatMap((v) => (typeof v === "string" ? v.split(",") : []))
      .map((v) => v.trim())
      .filter(Boolean);
  }

  list<E extends string>(name: string, allowed: Record<string, E>): E[] | null {
    const values = this.strings(name).map((v) => v.toUpperCase());
    const valid = new Set<string>(Object.values(allowed));
    const bad = values.filter((v) => !valid.has(v));
    if (bad.length)
      this.problems.push({ field: name, message: `Unknown value ${bad.join(", ")}: use ${[...valid].join(", ")}.` });
    return values.length ? (values as E[]) : null;
  }

  text(name: string): string | null {
    return this.strings(name).join(",") || null;
  }

  int(name: string): number | null {
    const text = this.text(name);
    if (text == null) return null;
    if (!/^-?\d+$/.test(text)) {
      this.problems.push({ field: name, message: "Must be a whole number." });
      return null;
    }
    return Number(text);
  }

  date(name: string): Date | null {
    const text = this.text(name);
    if (text == null) return null;
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) {
      this.problems.push({ field: name, message: "Must be an ISO 8601 date or date-time." });
      return null;
    }
    return date;
  }
}

export function leadFilterFromQuery(query: Query): { filter: LeadFilter; problems: FieldProblem[] } {
  const read = new Reader(query);
  const from = read.date("createdFrom");
  const to = read.date("createdTo");
  const filter: LeadFilter = {
    status: read.list("status", LeadStatus),
    source: read.list("source", LeadSource),
    search: read.text("search"),
    minScore: read.int("minScore"),
    maxScore: read.int("maxScore"),
    created: from || to ? { from, to } : null,
  };
  return { filter, problems: read.problems };
}

export function bookingFilterFromQuery(query: Query): { filter: BookingFilter; problems: FieldProblem[] } {
  const read = new Reader(query);
  const from = read.date("departingFrom");
  const to = read.date("departingTo");
  const filter = {
    status: read.list("status", BookingStatus),
    paymentStatus: read.list("paymentStatus", PaymentStatus),
    departing: from || to ? { from, to } : null,
    search: read.text("search"),
  };
  return { filter, problems: read.problems };
}

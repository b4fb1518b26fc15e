import { AircraftCategory } from "../aircraft/index.js";
import type { FieldProblem } from "../../core/errors.js";
import type { FleetAircraftDraft, FleetRowProblem } from "./fleet-aircraft.js";
import type { AircraftField } from "./fleet-rules.js";
import { FleetRowProblemCode } from "./operators.enums.js";

// A fleet file as operators send them: a spreadsheet saved as CSV (RFC 4180: quoted cells, "" for a
// quote, CRLF or LF lines; commas, or semicolons and tabs as European spreadsheets write them), one
// aircraft a row under a header naming the columns.

export const FLEET_CSV_MAX_CHARS = 500_000;
export const FLEET_CSV_MAX_ROWS = 2_000;

/** The documented columns, each with the aircraft field it fills and the other names it is known by. */
export const FLEET_COLUMNS: readonly { column: string; field: AircraftField; aliases: string[]; required: boolean }[] =
  [
    { column: "registration", field: "registration", aliases: ["tail", "tail_number", "reg"], required: true },
    {
      column: "type",
      field: "typeName",
      aliases: ["model", "aircraft_type", "type_name", "make_model"],
      required: true,
    },
    { column: "category", field: "category", aliases: ["class", "size"], required: true },
    {
      column: "year_of_manufacture",
      field: "yearOfManufacture",
      aliases: ["year", "yom", "built", "year_built", "manufactured"],
      required: true,
    },
    {
      column: "year_of_refurbishment",
      field: "yearOfRefurbishment",
      aliases: ["yor", "refurbished", "refurbishment", "refurb", "year_refurbished"],
      required: false,
    },
    { column: "seats", field: "seats", aliases: ["passengers", "pax", "capacity"], required: true },
    { column: "base_airport", field: "baseAirport", aliases: ["base", "home_base", "airport"], required: true },
    { column: "wifi", field: "wifi", aliases: ["wi_fi"], required: false },
    { column: "lavatory", field: "lavatory", aliases: ["lav", "toilet", "enclosed_lavatory"], required: false },
    { column: "pets_allowed", field: "petsAllowed", aliases: ["pets"], required: false },
  ];

/** The CSV column a field comes from, for the report. */
export const columnOf = (field: AircraftField): string => FLEET_COLUMNS.find((c) => c.field === field)!.column;

/** Problems in the columns' order, so a row's report reads left to right. */
export const byColumn = (a: { field: string }, b: { field: string }) =>
  FLEET_COLUMNS.findIndex((c) => c.column === a.field) - FLEET_COLUMNS.findIndex((c) => c.column === b.field);

/** "Year of Manufacture", "year-of-manufacture" → "year_of_manufacture". */
const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/** The separator a file uses: the one of comma, semicolon and tab its first line has most of. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((sep) => ({ sep, n: firstLine.split(sep).length }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).sep;
}

/** The file's records as cells (a quoted cell may hold separators, quotes as "" and line breaks). */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const sep = separatorOf(body);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === sep) {
      record.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

const CATEGORY_WORDS: Record<string, AircraftCategory> = {
  light: AircraftCategory.LIGHT,
  light_jet: AircraftCategory.LIGHT,
  midsize: AircraftCategory.MIDSIZE,
  mid_size: AircraftCategory.MIDSIZE,
  midsize_jet: AircraftCategory.MIDSIZE,
  large: AircraftCategory.LARGE,
  large_jet: AircraftCategory.LARGE,
  heavy: AircraftCategory.LARGE,
  ultra: AircraftCategory.ULTRA,
  ultra_long_range: AircraftCategory.ULTRA,
};

const YES = new Set(["yes", "y", "true", "1", "x"]);
const NO = new Set(["no", "n", "false", "0", ""]);

/** One data row of the file: where it is, what it says, and what is wrong with its cells already. */
export interface FleetFileRow {
  /** The record's number in the file, the header being 1. */
  row: number;
  /** The registration cell as written, or null when empty. */
  registration: string | null;
  draft: FleetAircraftDraft;
  problems: FleetRowProblem[];
}

/** What a fleet file holds: its data rows and the columns it has that are not ours (ignored). */
export interface FleetFile {
  rows: FleetFileRow[];
  ignoredColumns: string[];
}

/**
 * Reads a fleet file. The file as a whole is refused (BAD_USER_INPUT on `csv`) when it is empty,
 * too large or lacks a required column; a row's cell that is not of its column's kind is a problem
 * of that row, named by its column.
 */
export function readFleetFile(text: string, field = "csv"): FleetFile | FieldProblem[] {
  if (text.length > FLEET_CSV_MAX_CHARS)
    return [{ field, message: `At most ${FLEET_CSV_MAX_CHARS.toLocaleString("en-US")} characters.` }];
  // Blank lines are skipped, but rows keep their number in the file.
  const records = parseCsv(text)
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const [first, ...data] = records;
  const header = first?.cells;
  if (!header || data.length === 0)
    return [{ field, message: "A header row and at least one aircraft row are needed." }];
  if (data.length > FLEET_CSV_MAX_ROWS)
    return [{ field, message: `At most ${FLEET_CSV_MAX_ROWS.toLocaleString("en-US")} aircraft rows.` }];

  const columnAt = new Map<AircraftField, number>();
  const ignoredColumns: string[] = [];
  header.forEach((name, index) => {
    const key = headerKey(name);
    const known = FLEET_COLUMNS.find((c) => c.column === key || c.aliases.includes(key));
    if (known && !columnAt.has(known.field)) columnAt.set(known.field, index);
    else if (name.trim()) ignoredColumns.push(name.trim());
  });
  const missing = FLEET_COLUMNS.filter((c) => c.required && !columnAt.has(c.field)).map((c) => c.column);
  if (missing.length)
    return [{ field, message: `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.` }];

  return { rows: data.map(({ cells, row }) => readRow(cells, row, columnAt)), ignoredColumns };
}

function readRow(cells: string[], row: number, columnAt: ReadonlyMap<AircraftField, number>): FleetFileRow {
  const problems: FleetRowProblem[] = [];
  const cell = (field: AircraftField) => {
    const index = columnAt.get(field);
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const problem = (field: AircraftField, code: FleetRowProblemCode, message: string) =>
    problems.push({ field: columnOf(field), code, message });

  const whole = (field: "yearOfManufacture" | "yearOfRefurbishment" | "seats", required: boolean): number | null => {
    const text = cell(field);
    if (!text) {
      if (required) problem(field, FleetRowProblemCode.REQUIRED, "Required.");
      return null;
    }
    if (!/^\d{1,5}$/.test(text)) {
      problem(field, FleetRowProblemCode.INVALID, "A whole number.");
      return null;
    }
    return Number(text);
  };
  const yesNo = (field: "wifi" | "lavatory" | "petsAllowed"): boolean => {
    const text = cell(field).toLowerCase();
    if (YES.has(text)) return true;
    if (!NO.has(text)) problem(field, FleetRowProblemCode.INVALID, "yes or no.");
    return false;
  };

  // In the columns' order, so the report reads left to right.
  const registration = cell("registration") || null;
  const typeName = cell("typeName");
  const categoryText = cell("category");
  const category = CATEGORY_WORDS[headerKey(categoryText)] ?? null;
  if (!categoryText) problem("category", FleetRowProblemCode.REQUIRED, "Required.");
  else if (!category) problem("category", FleetRowProblemCode.INVALID, "One of light, midsize, large, ultra.");
  const draft: FleetAircraftDraft = {
    registration: registration ?? "",
    typeName,
    category: category ?? AircraftCategory.LIGHT,
    // A missing or unreadable number is already this row's problem; the import reports one problem a cell.
    yearOfManufacture: whole("yearOfManufacture", true) ?? Number.NaN,
    yearOfRefurbishment: whole("yearOfRefurbishment", false),
    seats: whole("seats", true) ?? Number.NaN,
    baseAirport: cell("baseAirport"),
    wifi: yesNo("wifi"),
    lavatory: yesNo("lavatory"),
    petsAllowed: yesNo("petsAllowed"),
  };
  return { row, registration, draft, problems };
}

// CSV built in the browser from numbers already on the page, with the same rules as the server's
// exports (server/src/modules/exports/csv.ts): RFC 4180 quoting, CRLF rows, a UTF-8 byte order
// mark for Excel, and formula injection neutralised — a cell a spreadsheet would read as a formula
// gets a leading apostrophe, and so does every part of a cell split on ";", tabs or line breaks.

import { saveBlob } from "./saveBlob";

export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ \t]*"?)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One cell: empty for null, numbers as they are, text quoted when needed and formulas made text. */
export function csvCell(value: CsvValue): string {
  if (value == null) return "";
  if (typeof value === "number") return String(value);
  let text = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the byte order mark, then one CRLF-terminated line per row. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: "text/csv;charset=utf-8" }), fileName);
}

// CSV for spreadsheets, the same from the server's exports and the browser's own downloads: RFC 4180
// quoting, CRLF rows, and formula injection neutralised (OWASP): a cell a spreadsheet would read as
// a formula gets a leading apostrophe, and so does every part of a cell that a spreadsheet
// splitting on ";", tabs or line breaks would read as one.

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;
/** A separator, then optional blanks or an opening quote, then a formula character. */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ \t]*"?)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",\r\n]/;
const SEPARATOR_OR_QUOTE = /[;,\t\r\n"]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: empty for null, ISO 8601 for dates, quoted when needed, formulas made text. */
export function csvCell(value: CsvValue): string {
  if (value == null) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  // Most cells (ids, dates, names, emails) have no separator, quote or line break: only a leading formula character matters.
  if (!SEPARATOR_OR_QUOTE.test(text)) return FORMULA_START.test(text) ? `'${text}` : text;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

/** A whole file: the byte order mark, then one CRLF-terminated line per row. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return UTF8_BOM + rows.map(csvRow).join("");
}

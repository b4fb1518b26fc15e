// CSV built in the browser from figures already on the page, by the same rules as the server's
// exports (server/src/core/rules/csv.ts, shared): RFC 4180 quoting, CRLF rows, a UTF-8 byte order
// mark for Excel, and formula injection neutralised.

import { saveBlob } from "./saveBlob";

export { csvCell, csvDocument, UTF8_BOM, type CsvValue } from "../../../server/src/core/rules/index.js";

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: "text/csv;charset=utf-8" }), fileName);
}

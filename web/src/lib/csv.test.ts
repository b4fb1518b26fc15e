import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv";

describe("client CSV", () => {
  it("starts with the byte order mark and ends every row with CRLF", () => {
    expect(
      csvDocument([
        ["Month", "Leads"],
        ["2026-01", 3],
      ]),
    ).toBe("\uFEFFMonth,Leads\r\n2026-01,3\r\n");
  });

  it("neutralises cells a spreadsheet would run as formulas, like the server's export", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("ok;=1+1")).toBe("ok;'=1+1");
    expect(csvCell("Acme, Inc")).toBe('"Acme, Inc"');
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });
});

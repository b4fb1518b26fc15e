import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.js";

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  // A spreadsheet set to split on ";" or tabs (many European locales, pasted text) starts a new
  // cell there, and that cell would be a formula.
  it("neutralises a formula that starts after a semicolon, tab, comma or line break", () => {
    expect(csvCell('Acme;=HYPERLINK("http://x")')).toBe('"Acme;\'=HYPERLINK(""http://x"")"');
    expect(csvCell("Acme\t@SUM(A1)")).toBe("Acme\t'@SUM(A1)");
    expect(csvCell("Acme; +1 555 0100")).toBe("Acme; '+1 555 0100");
    expect(csvCell('Acme;"=cmd"')).toBe('"Acme;""\'=cmd"""');
    expect(csvCell("a,-2")).toBe('"a,\'-2"');
    expect(csvCell("line\n=1+1")).toBe('"line\n\'=1+1"');
    expect(csvCell(" =1+1")).toBe("' =1+1");
    expect(csvCell("Jean-Luc; Marie")).toBe("Jean-Luc; Marie");
  });

  it("writes numbers as numbers, dates as ISO 8601, null as empty", () => {
    expect(csvRow([-5, null, undefined, true, new Date("2030-01-01T00:00:00Z"), "ü"])).toBe(
      "-5,,,true,2030-01-01T00:00:00.000Z,ü\r\n",
    );
  });
});

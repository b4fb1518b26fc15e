import { describe, expect, it } from "vitest";
import { AircraftCategory } from "../aircraft/index.js";
import { parseCsv, readFleetFile, type FleetFile } from "./fleet-csv.js";
import { normalizeRegistration } from "./fleet-rules.js";
import { FleetRowProblemCode } from "./operators.enums.js";

describe("parseCsv", () => {
  it("reads quoted cells, doubled quotes, line breaks in quotes, CRLF and a byte order mark", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","two\nlines"\r\n')).toEqual([
      ["a", "b"],
      ['x, "y"', "two\nlines"],
    ]);
  });

  it("takes semicolons or tabs when the header has more of them than commas", () => {
    expect(parseCsv("a;b;c\n1,5;2;3")).toEqual([
      ["a", "b", "c"],
      ["1,5", "2", "3"],
    ]);
    expect(parseCsv("a\tb\n1\t2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});

describe("readFleetFile", () => {
  it("maps known headers and their other names, numbers rows as in the file, and lists other columns", () => {
    const file = readFleetFile(
      "Tail,Model,Category,YOM,Refurbished,Pax,Base,Wi-Fi,Lav,Pets,MSN\n\nG-LXJT,Citation XLS+,Midsize,2012,2020,9,fab,yes,y,no,560-6123\n",
    ) as FleetFile;
    expect(file.ignoredColumns).toEqual(["MSN"]);
    expect(file.rows).toEqual([
      {
        row: 3,
        registration: "G-LXJT",
        problems: [],
        draft: {
          registration: "G-LXJT",
          typeName: "Citation XLS+",
          category: AircraftCategory.MIDSIZE,
          yearOfManufacture: 2012,
          yearOfRefurbishment: 2020,
          seats: 9,
          baseAirport: "fab",
          wifi: true,
          lavatory: true,
          petsAllowed: false,
        },
      },
    ]);
  });

  it("names each faulty cell by its column", () => {
    const file = readFleetFile(
      "registration,type,category,year_of_manufacture,seats,base_airport,wifi\nN1,Jet,blimp,20x0,,LHR,maybe\n",
    ) as FleetFile;
    expect(file.rows[0]!.problems.map((p) => [p.field, p.code])).toEqual([
      ["category", FleetRowProblemCode.INVALID],
      ["year_of_manufacture", FleetRowProblemCode.INVALID],
      ["seats", FleetRowProblemCode.REQUIRED],
      ["wifi", FleetRowProblemCode.INVALID],
    ]);
  });

  it("refuses a file without its required columns or without rows", () => {
    expect(readFleetFile("registration,type\nN1,Jet")).toEqual([
      { field: "csv", message: "Missing columns: category, year_of_manufacture, seats, base_airport." },
    ]);
    expect(readFleetFile("registration,type,category,year_of_manufacture,seats,base_airport\n")).toEqual([
      { field: "csv", message: "A header row and at least one aircraft row are needed." },
    ]);
  });
});

describe("normalizeRegistration", () => {
  it("keeps letters, digits and one hyphen, upper case", () => {
    expect(normalizeRegistration(" g-lxjt ")).toBe("G-LXJT");
    expect(normalizeRegistration("N650GX")).toBe("N650GX");
    expect(normalizeRegistration("9H-VFA")).toBe("9H-VFA");
    expect(normalizeRegistration("G--LXJT")).toBeNull();
    expect(normalizeRegistration("12345")).toBeNull();
    expect(normalizeRegistration("N1")).toBeNull();
  });
});

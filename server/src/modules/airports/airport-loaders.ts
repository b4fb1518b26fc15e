import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { oneByKey, type LoaderOptions } from "../../core/batches.js";
import type { Airport } from "./airport.js";
import { fromSql, type AirportSqlRow } from "./airports.service.js";

// (airports.loader.ts fills the table from the dataset; these DataLoaders read it per request.)

export interface AirportLoaders {
  /** Airports by their row id (trip legs keep it beside the code). */
  airport: DataLoader<number, Airport | null>;
}

export function createAirportLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): AirportLoaders {
  return {
    airport: new DataLoader(
      async (ids) => {
        const rows = (await db.query(`SELECT * FROM airport WHERE id = ANY($1::int[])`, [[...ids]])) as AirportSqlRow[];
        return oneByKey(
          ids,
          rows.map((row) => ({ id: row.id, airport: fromSql(row) })),
          (row) => row.id,
        ).map((row) => row?.airport ?? null);
      },
      { cache },
    ),
  };
}

import type { Response } from "express";
import { Query, type ClientBase } from "pg";
import type { DataSource } from "typeorm";

/** Rows per FETCH: small enough to keep memory flat (~150 KB of CSV a batch), large enough that round trips do not dominate. */
export const FETCH_SIZE = 1_000;

export interface CursorExport<Row> {
  sql: string;
  params: unknown[];
  /** The CSV text of one row. */
  line(row: Row): string;
}

/**
 * Streams a query's rows to `res` from a server-side cursor on a dedicated connection, FETCH_SIZE
 * at a time: waits for 'drain' when the socket is full, and stops (rolling back and releasing the
 * connection) as soon as the client goes away. Resolves once the response has ended or been dropped.
 */
export async function streamFromCursor<Row>(
  db: DataSource,
  res: Response,
  { sql, params, line }: CursorExport<Row>,
): Promise<void> {
  let gone = false;
  // One 'drain' and one 'close' listener for the whole file: compression() passes res.on("drain")
  // to its gzip stream but not res.off, so a listener per wait would pile up on it.
  let wake: (() => void) | null = null;
  const onDrain = () => wake?.();
  const onClose = () => {
    gone = !res.writableFinished;
    wake?.();
  };
  res.on("close", onClose);
  res.on("drain", onDrain);
  const runner = db.createQueryRunner();
  try {
    const client = (await runner.connect()) as ClientBase;
    // Read only, and one snapshot for the whole file.
    await runner.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
    while (!gone) {
      const text = await fetchLines(client, line);
      if (!text || gone) break;
      if (!res.write(text) && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
    await runner.query(gone ? "ROLLBACK" : "COMMIT");
    if (!gone) res.end();
  } catch (error) {
    await runner.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    res.off("close", onClose);
    res.off("drain", onDrain);
    await runner.release();
  }
}

/**
 * The CSV text of the cursor's next FETCH_SIZE rows ("" once it is exhausted). Each row becomes its
 * line as pg reads it, so no array of row objects is ever built: through pg's promise API (which
 * TypeORM's query() uses) the whole batch of rows reached V8's old space on every FETCH, and the
 * heap grew by about all the file's rows (~50 MiB for 100,000) until a full GC.
 */
function fetchLines<Row>(client: ClientBase, line: (row: Row) => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let failure: unknown = null;
    const batch = new Query<Row & object>(`FETCH ${FETCH_SIZE} FROM export_rows`);
    batch.on("row", (row) => {
      // A throw here would escape into pg's socket reader: fail the batch once the FETCH is over instead.
      try {
        lines.push(line(row));
      } catch (error) {
        failure ??= error;
      }
    });
    batch.on("end", () => (failure ? reject(failure) : resolve(lines.join(""))));
    batch.on("error", reject);
    client.query(batch);
  });
}

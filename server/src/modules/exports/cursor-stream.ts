import type { Response } from "express";
import type { DataSource } from "typeorm";

/** Rows per FETCH: small enough to keep memory flat (~1 MB a batch), large enough that round trips do not dominate. */
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
export async function streamFromCursor<Row>(db: DataSource, res: Response, { sql, params, line }: CursorExport<Row>): Promise<void> {
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
    await runner.connect();
    // Read only, and one snapshot for the whole file.
    await runner.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
    while (!gone) {
      const rows = (await runner.query(`FETCH ${FETCH_SIZE} FROM export_rows`)) as Row[];
      if (!rows.length || gone) break;
      if (!res.write(rows.map(line).join("")) && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
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

import type { TestServer } from "./server.js";

/** Every row of every table in the public schema, as text: what a dump or a backup holds. */
export async function dumpDatabase(server: TestServer): Promise<string> {
  const tables = (await server.db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as {
    tablename: string;
  }[];
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const rows = (await server.db.query(`SELECT t::text AS row FROM "${tablename}" t`)) as { row: string }[];
    parts.push(...rows.map((r) => `${tablename}: ${r.row}`));
  }
  return parts.join("\n");
}

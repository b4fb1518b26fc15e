import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/database.js";
import { migrations } from "../../server/src/db/migrations/index.js";
import { createLogger } from "../../server/src/logger.js";

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: inject("pgAdminUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("migrations from several server copies at once", () => {
  // An empty database, not the migrated template: the copies below find every migration pending.
  const name = `skycharter_migrate_${randomBytes(6).toString("hex")}`;
  const url = new URL(inject("pgAdminUrl"));
  url.pathname = `/${name}`;
  beforeAll(() => adminQuery(`CREATE DATABASE ${name} TEMPLATE template0`));
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("apply each migration exactly once and all start", async () => {
    const log = createLogger({ logLevel: "silent" });
    const copies = await Promise.all([1, 2, 3].map(() => connectDatabase(url.toString(), 3)));
    try {
      await Promise.all(copies.map((db) => migrate(db, log)));
      const rows = (await copies[0]!.query(`SELECT name, count(*)::int AS times FROM migrations GROUP BY name`)) as {
        name: string;
        times: number;
      }[];
      expect(rows).toHaveLength(migrations.length);
      expect(rows.every((row) => row.times === 1)).toBe(true);
      // The lock is released: a later start migrates (nothing) without waiting.
      await migrate(copies[1]!, log);
    } finally {
      await Promise.all(copies.map((db) => db.destroy()));
    }
  });
});

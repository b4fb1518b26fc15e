import type { DataSource } from "typeorm";
import type { Logger } from "../../logger.js";
import { loadAirportsIfEmpty } from "../../modules/airports/airports.loader.js";
import { seedFeaturedOffers } from "./offers.seed.js";

const DEMO_SEED_KEY = "seed:demo";

/**
 * Loads the demo data. Idempotent: rows that exist are left alone. With `onlyOnce`, a database
 * that was seeded before is not touched again (so staff deletions survive a restart).
 */
export async function seedDemoData(db: DataSource, log: Logger, { onlyOnce = false } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise concurrent starters (several server copies on one database).
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [DEMO_SEED_KEY]);
    const done = await tx.query(`SELECT 1 FROM app_state WHERE key = $1`, [DEMO_SEED_KEY]);
    if (onlyOnce && done.length > 0) return;
    const offers = await seedFeaturedOffers(tx);
    await tx.query(
      `INSERT INTO app_state (key, value) VALUES ($1, jsonb_build_object('at', now()))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [DEMO_SEED_KEY],
    );
    log.info({ offers }, "demo data seeded");
  });
}

/** Data the site needs whatever the demo setting: the airports, loaded once into an empty table. */
export async function seedReferenceData(db: DataSource, log: Logger): Promise<void> {
  const airports = await loadAirportsIfEmpty(db);
  if (airports.inserted) log.info({ airports: airports.inserted, ms: Math.round(airports.ms) }, "airports loaded");
}

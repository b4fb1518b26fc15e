import type { DataSource } from "typeorm";
import { lockForTransaction } from "../../core/advisory-lock.js";
import type { Logger } from "../../logger.js";
import { loadAirportsIfEmpty } from "../../modules/airports/airports.loader.js";
import { AirportsService } from "../../modules/airports/airports.service.js";
import { loadEstimateContext, seedLeads, type SeededCounts } from "./demo-leads.seed.js";
import { seedBulkLeadsSql } from "./bulk-leads.seed.js";
import { DEMO_OPERATOR_BASES, seedDemoOperators } from "./demo-operators.seed.js";
import { seedDemoCompany } from "./demo-company.seed.js";
import { seedDemoTestimonials } from "./demo-testimonials.seed.js";
import { seedDemoPaymentInstructions, settleDemoBookings } from "./demo-payments.seed.js";
import { seedFeaturedOffers } from "./offers.seed.js";
import { seedDemoEmptyLegs } from "./demo-empty-legs.seed.js";
import { Random } from "./random.js";

const DEMO_SEED_KEY = "seed:demo";
/** Set once the demo leads, quotes, bookings and testimonials are in: they are inserted only once. */
const DEMO_RECORDS_KEY = "seed:demo-records";
/** Set once the demo operators and fleets are in; a database seeded before they existed gets them at its next start. */
const DEMO_OPERATORS_KEY = "seed:demo-operators";
/** How many leads `npm run seed -- --leads N` has added so far (keeps their emails unique). */
const BULK_LEADS_KEY = "seed:bulk-leads";
export const DEMO_LEADS = 500;
const DEMO_SEED = 20_260_101;

/** Whether every one of these seed steps is recorded as done. */
async function seeded(manager: Pick<DataSource, "query">, ...keys: string[]): Promise<boolean> {
  const rows = (await manager.query(`SELECT count(*)::int AS n FROM app_state WHERE key = ANY($1::text[])`, [
    keys,
  ])) as { n: number }[];
  return rows[0]!.n === keys.length;
}

/**
 * Loads the demo data. Idempotent: rows that exist are left alone. With `onlyOnce`, a database
 * that was seeded before is not touched again (so staff deletions survive a restart).
 */
export async function seedDemoData(
  db: DataSource,
  log: Logger,
  { onlyOnce = false, now = new Date() } = {},
): Promise<void> {
  // The usual start: seeded long ago, nothing to read or lock (checked again under the lock below).
  if (onlyOnce && (await seeded(db, DEMO_SEED_KEY, DEMO_OPERATORS_KEY))) return;
  // Read on the pool, before the transaction takes its connection.
  const context = await loadEstimateContext(db);
  const operatorBases = await new AirportsService(db).findByCodes(DEMO_OPERATOR_BASES);
  await db.transaction(async (tx) => {
    // Serialise concurrent starters (several server copies on one database).
    await lockForTransaction(tx, DEMO_SEED_KEY);
    if (!(await seeded(tx, DEMO_OPERATORS_KEY))) {
      const operators = await seedDemoOperators(tx, operatorBases, now);
      await tx.query(`INSERT INTO app_state (key, value) VALUES ($1, $2::jsonb)`, [
        DEMO_OPERATORS_KEY,
        JSON.stringify({ at: now, ...operators }),
      ]);
      log.info(operators, "demo operators seeded");
    }
    const done = await seeded(tx, DEMO_SEED_KEY);
    if (onlyOnce && done) return;
    const offers = await seedFeaturedOffers(tx);
    const bankInstructions = await seedDemoPaymentInstructions(tx);
    const company = await seedDemoCompany(tx);
    const emptyLegs = await seedDemoEmptyLegs(tx, now);
    const recordsDone = await tx.query(`SELECT 1 FROM app_state WHERE key = $1`, [DEMO_RECORDS_KEY]);
    let records: (SeededCounts & { testimonials: number }) | null = null;
    if (recordsDone.length === 0) {
      const leads = await seedLeads(tx, context, { seed: DEMO_SEED, count: DEMO_LEADS, now, emailTag: "d" });
      await settleDemoBookings(tx);
      const testimonials = await seedDemoTestimonials(tx, new Random(DEMO_SEED + 1), now);
      records = { ...leads, testimonials };
      await tx.query(`INSERT INTO app_state (key, value) VALUES ($1, $2::jsonb)`, [
        DEMO_RECORDS_KEY,
        JSON.stringify({ at: now, ...records }),
      ]);
    }
    await tx.query(
      `INSERT INTO app_state (key, value) VALUES ($1, jsonb_build_object('at', now()))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [DEMO_SEED_KEY],
    );
    log.info({ offers, bankInstructions, company, emptyLegs, ...records }, "demo data seeded");
  });
}

/**
 * Adds `count` synthetic leads (timelines, assignees, quote requests with legs, quotes, bookings)
 * for load work, set-based in SQL (bulk-leads.seed.ts). Not idempotent: every call adds `count` more.
 */
export async function seedBulkLeads(
  db: DataSource,
  log: Logger,
  count: number,
): Promise<SeededCounts & { ms: number }> {
  const started = performance.now();
  const counts = await db.transaction(async (tx) => {
    await lockForTransaction(tx, BULK_LEADS_KEY);
    const state = (await tx.query(`SELECT (value->>'leads')::bigint AS leads FROM app_state WHERE key = $1`, [
      BULK_LEADS_KEY,
    ])) as { leads: string }[];
    const before = Number(state[0]?.leads ?? 0);
    const seeded = await seedBulkLeadsSql(tx, count, before);
    await settleDemoBookings(tx);
    await tx.query(
      `INSERT INTO app_state (key, value) VALUES ($1, jsonb_build_object('leads', $2::bigint, 'at', now()))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [BULK_LEADS_KEY, before + count],
    );
    return seeded;
  });
  const ms = Math.round(performance.now() - started);
  log.info({ ...counts, ms }, "bulk leads seeded");
  return { ...counts, ms };
}

/** Data the site needs whatever the demo setting: the airports, loaded once into an empty table. */
export async function seedReferenceData(db: DataSource, log: Logger): Promise<void> {
  const airports = await loadAirportsIfEmpty(db);
  if (airports.inserted) log.info({ airports: airports.inserted, ms: Math.round(airports.ms) }, "airports loaded");
}

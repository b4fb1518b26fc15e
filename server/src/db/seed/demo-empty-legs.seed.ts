import type { EntityManager } from "typeorm";
import { zoneOffsetMs } from "../../core/local-time.js";
import { AircraftCategory } from "../../modules/aircraft/aircraft-category.enum.js";

// Example empty legs for the demo site, dated from the day it is seeded; seeded again only while no
// published leg is live, so a demo that has run for weeks gets fresh ones instead of none.
const DEMO_LEGS = [
  {
    from: "LBG",
    to: "LHR",
    inDays: 4,
    hours: 10,
    aircraft: "Citation XLS+",
    category: AircraftCategory.MIDSIZE,
    seats: 8,
    priceUsd: 6_900,
  },
  {
    from: "VNY",
    to: "TEB",
    inDays: 9,
    hours: 8,
    aircraft: "Challenger 350",
    category: AircraftCategory.MIDSIZE,
    seats: 9,
    priceUsd: 21_500,
  },
  {
    from: "GVA",
    to: "NCE",
    inDays: 15,
    hours: 12,
    aircraft: "Phenom 300E",
    category: AircraftCategory.LIGHT,
    seats: 6,
    priceUsd: 4_200,
  },
] as const;

const HOUR = 3_600_000;

/** "2027-03-01T09:30" at an instant in a zone. */
const localAt = (at: Date, zone: string) =>
  new Date(at.getTime() + zoneOffsetMs(at.getTime(), zone)).toISOString().slice(0, 16);

export async function seedDemoEmptyLegs(tx: EntityManager, now: Date): Promise<number> {
  const live: unknown[] = await tx.query(
    `SELECT 1 FROM empty_leg WHERE status = 'PUBLISHED' AND latest_at > now() LIMIT 1`,
  );
  if (live.length) return 0;
  let seeded = 0;
  for (const leg of DEMO_LEGS) {
    const airports: { id: number; iata: string; time_zone: string | null }[] = await tx.query(
      `SELECT id, iata, time_zone FROM airport WHERE iata = ANY($1::text[])`,
      [[leg.from, leg.to]],
    );
    const from = airports.find((a) => a.iata === leg.from);
    const to = airports.find((a) => a.iata === leg.to);
    if (!from || !to) continue;
    // Whole hours, so the window reads cleanly.
    const earliest = new Date(Math.ceil((now.getTime() + leg.inDays * 24 * HOUR) / HOUR) * HOUR);
    const latest = new Date(earliest.getTime() + leg.hours * HOUR);
    const zone = from.time_zone ?? "UTC";
    await tx.query(
      `INSERT INTO empty_leg (status, from_airport_id, to_airport_id, earliest_local, latest_local, earliest_at, latest_at,
         aircraft_type, category, seats, price_usd_cents, published_at)
       VALUES ('PUBLISHED', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())`,
      [
        from.id,
        to.id,
        localAt(earliest, zone),
        localAt(latest, zone),
        earliest,
        latest,
        leg.aircraft,
        leg.category,
        leg.seats,
        leg.priceUsd * 100,
      ],
    );
    seeded += 1;
  }
  return seeded;
}

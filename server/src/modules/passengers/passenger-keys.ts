import type { DataSource } from "typeorm";
import { createSealer, SEALED_PREFIX, sealingKeys, type Sealer } from "../../core/sealing.js";
import type { Logger } from "../../logger.js";
import { bookingPassengerContext, savedPassengerContext } from "./passenger-rows.js";

// The passengers' sealer: PASSENGER_ENCRYPTION_KEYS, else (development, tests) a key generated once
// into DATA_DIR/passenger-encryption-key. At start, details sealed under a later-listed key are
// sealed again under the first (rotation); a value under a key no longer listed stops the start.

export async function loadPassengerSealer(configured: Buffer[] | null, dataDir: string, log: Logger): Promise<Sealer> {
  const keys = await sealingKeys(configured, dataDir, "passenger-encryption-key", (file) =>
    log.info({ file }, "generated a passenger encryption key for local use"),
  );
  return createSealer(keys, "PASSENGER_ENCRYPTION_KEYS");
}

const TABLES = [
  { table: "booking_passenger", context: bookingPassengerContext },
  { table: "saved_passenger", context: savedPassengerContext },
] as const;

/** Seals again, under the first key, every value sealed under another one; each row only if unchanged meanwhile. */
export async function resealPassengers(db: DataSource, sealer: Sealer, log: Logger): Promise<number> {
  let count = 0;
  for (const { table, context } of TABLES) {
    const rows = (await db.query(`SELECT id, details FROM ${table} WHERE details IS NOT NULL AND details NOT LIKE $1`, [
      `${SEALED_PREFIX}${sealer.currentKeyId}:%`,
    ])) as { id: string; details: string }[];
    for (const row of rows) {
      const plain = sealer.open(context(row.id), row.details);
      await db.query(`UPDATE ${table} SET details = $3 WHERE id = $1 AND details = $2`, [
        row.id,
        row.details,
        sealer.seal(context(row.id), plain),
      ]);
    }
    count += rows.length;
  }
  if (count)
    log.info({ passengers: count, key: sealer.currentKeyId }, "sealed passengers' details with the current key");
  return count;
}

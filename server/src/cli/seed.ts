import { parseArgs } from "node:util";
import { migrate } from "../db/database.js";
import { seedBulkLeads, seedDemoData, seedReferenceData } from "../db/seed/index.js";
import { runWithDatabase } from "./run.js";

// `npm run seed`: loads the demo data; rows that already exist are left as they are.
// `npm run seed -- --leads N`: also adds N generated leads for load work (N more on every run).
const { values } = parseArgs({ options: { leads: { type: "string" } } });
const leads = values.leads === undefined ? 0 : Number(values.leads);
if (!Number.isInteger(leads) || leads < 0 || leads > 10_000_000) {
  console.error(`--leads: expected a whole number from 0 to 10000000, got "${values.leads}".`);
  process.exit(1);
}

await runWithDatabase(async ({ db }, log) => {
  await migrate(db, log);
  await seedReferenceData(db, log);
  await seedDemoData(db, log);
  console.log("Demo data is in place.");
  if (leads > 0) {
    const added = await seedBulkLeads(db, log, leads);
    console.log(
      `Added ${added.leads} generated leads (${added.activities} activities, ${added.quoteRequests} quote requests, ${added.quotes} quotes, ` +
        `${added.bookings} bookings) in ${(added.ms / 1000).toFixed(1)} s. Each run with --leads adds that many more.`,
    );
  }
});

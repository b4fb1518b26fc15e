import { parseArgs } from "node:util";
import { ensureStaffAccount } from "../auth/admin/index.js";
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

await runWithDatabase(async ({ db }, log, config) => {
  await migrate(db, log);
  await seedReferenceData(db, log);
  await seedDemoData(db, log);
  console.log("Demo data is in place.");
  if (leads > 0) {
    // The server creates the configured admin on start; done here too so the generated leads have an assignee to get.
    const { adminEmail, adminPassword } = config.auth;
    if (adminPassword) await ensureStaffAccount(db, { email: adminEmail, password: adminPassword, role: "admin" });
    const added = await seedBulkLeads(db, log, leads);
    console.log(
      `Added ${added.leads} generated leads (${added.activities} activities, ${added.quoteRequests} quote requests, ${added.quotes} quotes, ` +
        `${added.bookings} bookings) in ${(added.ms / 1000).toFixed(1)} s. Each run with --leads adds that many more.`,
    );
  }
});

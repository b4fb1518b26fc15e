import { migrate } from "../db/database.js";
import { seedDemoData, seedReferenceData } from "../db/seed/index.js";
import { runWithDatabase } from "./run.js";

// `npm run seed`: loads the demo data; rows that already exist are left as they are.
await runWithDatabase(async ({ db }, log) => {
  await migrate(db, log);
  await seedReferenceData(db, log);
  await seedDemoData(db, log);
  console.log("Demo data is in place.");
});

import { migrate } from "../db/database.js";
import { runWithDatabase } from "./run.js";

// `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database).
await runWithDatabase(async ({ db }, log) => {
  await migrate(db, log);
  const pending = await db.showMigrations();
  console.log(pending ? "Migrations still pending." : "Database schema is up to date.");
});

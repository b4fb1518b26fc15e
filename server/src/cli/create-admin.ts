import { parseArgs } from "node:util";
import { ensureStaffAccount } from "../auth/admin/index.js";
import { migrate } from "../db/database.js";
import { runWithDatabase } from "./run.js";

// `npm run create-admin -- --email ops@example.com --password '…' [--role staff]`
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string", default: "admin" } },
});

if (!values.email || !values.password || (values.role !== "admin" && values.role !== "staff")) {
  console.error("Usage: npm run create-admin -- --email <address> --password <password> [--role admin|staff]");
  process.exit(2);
}

await runWithDatabase(async ({ db }, log) => {
  await migrate(db, log);
  const outcome = await ensureStaffAccount(db, {
    email: values.email!,
    password: values.password!,
    role: values.role as "admin" | "staff",
    reset: true,
  });
  console.log(`${values.role} account ${values.email} ${outcome}.`);
});

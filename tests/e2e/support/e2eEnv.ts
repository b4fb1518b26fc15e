import path from "node:path";

// Mirrors playwright.config.ts: the port the e2e server listens on and its data directory.
const port = Number(process.env.E2E_PORT || 4173);
export const e2eDataDir = path.resolve(import.meta.dirname, `../../../.data/e2e-${port}`);

/** The admin the e2e server seeds (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts webServer.env). */
export const seededAdmin = { email: "e2e-admin@skycharter.example", password: "E2e-Staff-Login-2026" } as const;

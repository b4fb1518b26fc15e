import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { enrolTotp, signInToken } from "./support/api.js";
import { seededAdmin } from "./support/e2eEnv.js";
import { adminSessionFile } from "./support/staff.js";

// Runs once before the browser tests: the seeded admin sets up its authenticator (production
// requires it of staff) and its aal2 session is kept for tests that need an admin's hand.
setup("the seeded admin has an aal2 session", async ({ request }) => {
  const { token } = await enrolTotp(request, await signInToken(request, seededAdmin.email, seededAdmin.password));
  mkdirSync(path.dirname(adminSessionFile), { recursive: true });
  writeFileSync(adminSessionFile, JSON.stringify({ token }));
});

import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, systemChromium } from "./scripts/browser.mjs";

// End-to-end tests run the production build (`npm run build`) on a fresh embedded database.
// Browser: CHROMIUM_PATH, else the system's Chromium, else Playwright's own (installed by
// `node scripts/browser.mjs`, which `npm test` runs first).

const port = Number(process.env.E2E_PORT || 4173);
// A fresh database each run: the runner (not its workers, which re-read this file) wipes it.
const smsPort = port + 2000;
const smtpPort = port + 3000;
const dataDir = path.resolve(import.meta.dirname, `.data/e2e-${port}`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

// Production mode insists on real signing keys: one per run, made here.
function testSigningKeys(): string {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return JSON.stringify({
    keys: [
      {
        ...privateKey.export({ format: "jwk" }),
        kid: randomUUID(),
        alg: "ES256",
        use: "sig",
      },
    ],
  });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core laptop, which doubles `npm test`.
  // Two side by side suit 2 cores best (three were slower), and half of a bigger machine still.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Journeys sign people up, make staff with a second factor and run axe: on 2 busy cores they need
  // room, and on a slower 2-core machine (about a third of the speed of the one these were first set
  // on) a toast or a live row took over 10 s to show while both workers' browsers ran.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // The seeded admin's second factor and session, once, before any browser test (tests/e2e/support/staff.ts).
    { name: "setup", testMatch: /staff\.setup\.ts$/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: systemChromium(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // A real SMTP server for SMTP_URL: every email of a test travels over SMTP and lands where
      // the tests read mail (DATA_DIR/mail).
      command: `node tests/e2e/support/smtp-sink.mjs ${smtpPort} ${path.join(dataDir, "mail")}`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // A real peer for SMS_WEBHOOK_URL: phone-factor codes reach the tests as the provider would get them.
      command: `node tests/e2e/support/sms-webhook.mjs ${smsPort} ${path.join(dataDir, "sms-webhook")}`,
      url: `http://127.0.0.1:${smsPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: "node server/dist/main.js",
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT || 54339)),
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        SITE_URL: `http://127.0.0.1:${port}`,
        JWT_SIGNING_KEYS: testSigningKeys(),
        MFA_ENCRYPTION_KEYS: randomBytes(32).toString("base64"),
        PASSENGER_ENCRYPTION_KEYS: randomBytes(32).toString("base64"),
        // Production turns the GraphQL sandbox, its introspection and the demo data off by default;
        // tests/e2e/sandbox.spec.ts covers the sandbox, and the pages show the demo offers.
        GRAPHQL_SANDBOX: "true",
        GRAPHQL_INTROSPECTION: "true",
        SEED_DEMO_DATA: "true",
        // The staff admin the server seeds at start (tests/e2e/support/e2eEnv.ts signs in with it).
        // STAFF_REQUIRE_MFA keeps its production default, true.
        ADMIN_EMAIL: "e2e-admin@skycharter.example",
        ADMIN_PASSWORD: "E2e-Staff-Login-2026",
        SMS_WEBHOOK_URL: `http://127.0.0.1:${smsPort}/sms`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // A journey texts a code at enrolment and again at the next sign-in, seconds apart.
        SMS_MAX_FREQUENCY: "2",
        // Likewise a sign-up's link and its resend, and an email change's notice and link.
        SMTP_MAX_FREQUENCY: "2",
        // Every test signs people up and in from 127.0.0.1: the per-IP auth limits would stop the run.
        AUTH_RATE_LIMIT_SIGNUP: "100000",
        AUTH_RATE_LIMIT_TOKEN: "100000",
        AUTH_RATE_LIMIT_VERIFY: "100000",
        AUTH_RATE_LIMIT_RECOVER: "100000",
        AUTH_RATE_LIMIT_RESEND: "100000",
        AUTH_RATE_LIMIT_OTP: "100000",
        AUTH_RATE_LIMIT_MFA: "100000",
        // And the API's public mutations: a run sends some sixty requests for quotes from that one address.
        GRAPHQL_RATE_LIMIT_SCALE: "1000",
      },
    },
  ],
});

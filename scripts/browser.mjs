// Which Chromium the browser tests drive: CHROMIUM_PATH, else the system's, else Playwright's own.
// Run directly (`node scripts/browser.mjs`) it makes sure one exists, installing Playwright's
// Chromium when there is none, so `npm test` needs no extra step on a fresh machine.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** A path to launch, or undefined to let Playwright use its own download. */
export function systemChromium() {
  return process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
}

export async function ensureChromium() {
  if (systemChromium()) return;
  const { chromium } = await import("@playwright/test");
  if (existsSync(chromium.executablePath())) return;
  console.log("No Chromium found: installing Playwright's Chromium (set CHROMIUM_PATH to use another).");
  const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
  try {
    execFileSync(process.execPath, [cli, "install", "chromium"], { stdio: "inherit" });
  } catch {
    console.error("Could not install Chromium. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH.");
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureChromium();

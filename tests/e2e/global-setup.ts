import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../../playwright.config.js";

/** With no system Chromium, fetch Playwright's own once, so `npm test` needs no extra command. */
export default function ensureBrowser(): void {
  if (chromiumPath || existsSync(chromium.executablePath())) return;
  console.log("No Chromium found: installing Playwright's Chromium (set CHROMIUM_PATH to use another).");
  try {
    execFileSync(process.execPath, [createRequire(import.meta.url).resolve("@playwright/test/cli"), "install", "chromium"], { stdio: "inherit" });
  } catch {
    throw new Error("Could not install Chromium. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH.");
  }
}

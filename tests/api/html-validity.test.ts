import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../server/src/config.js";
import { seedDemoData } from "../../server/src/db/seed/index.js";
import { createLogger } from "../../server/src/logger.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Every public page, in every language, is valid HTML as the W3C's Nu checker (vnu-jar) reads it:
// the pages a visitor, a search engine or a screen reader gets first. The checker needs Java, which
// .ci/run installs; a machine without Java skips this file and says why.

const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
const vnu = path.join(projectRoot, "node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe.skipIf(!hasJava)("valid HTML on every public page", () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(path.join(projectRoot, "web/dist-ssr/entry-server.js")))
      throw new Error("the web build has no server entry: run `npm run build` first");
    server = await startTestServer();
    // The demo data, as `npm start` loads it: offers, empty legs, testimonials, the company's
    // people and figures, so the pages are checked with their cards and lists, not empty.
    await seedDemoData(server.db, createLogger({ logLevel: "warn" }));
    dir = await mkdtemp(path.join(os.tmpdir(), "skycharter-html-"));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("has no error from the W3C Nu checker on any public route in any language", { timeout: 180_000 }, async () => {
    const entry = (await import(path.join(projectRoot, "web/dist-ssr/entry-server.js"))) as {
      seoRoutes: { path: string }[];
      locales: readonly string[];
    };
    const files: string[] = [];
    for (const route of entry.seoRoutes)
      for (const locale of entry.locales) {
        const url = `${route.path}?lang=${locale}`;
        const response = await fetch(`${server.url}${url}`);
        expect(response.status, url).toBe(200);
        const file = path.join(dir, `${route.path.replace(/\W+/g, "_") || "home"}.${locale}.html`);
        await writeFile(file, await response.text());
        files.push(file);
      }
    expect(files.length).toBeGreaterThanOrEqual(entry.seoRoutes.length * 4);
    // One JVM for all the pages; --exit-zero-always: the messages (on stdout), not the exit code, are the verdict.
    const out = execFileSync(
      "java",
      ["-jar", vnu, "--format", "json", "--errors-only", "--exit-zero-always", "--stdout", ...files],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // Its report must be there: an empty output would otherwise read as "no errors".
    const messages = (JSON.parse(out) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${path.basename(new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`);
    expect(errors).toEqual([]);
  });
});

import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports.js";
import { ROOT, runServer, type ServerProcess } from "../support/process.js";

// The embedded PostgreSQL a fresh checkout starts on: wherever the checkout is, whoever runs it,
// whatever else holds its port or its folder, and with one line that says what to do when it cannot.

const asRoot = process.getuid?.() === 0;

async function offerCount(port: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ featuredOffers { id } }" }),
  });
  return ((await response.json()) as { data: { featuredOffers: unknown[] } }).data.featuredOffers.length;
}

async function stopped(server: ServerProcess): Promise<number | null> {
  server.child.kill("SIGTERM");
  return server.exited;
}

function listenOn(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const holder = createServer();
    holder.once("error", () => resolve(null));
    holder.listen(port, "127.0.0.1", () => resolve(holder));
  });
}

describe("embedded PostgreSQL", () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "skycharter-embedded-"));
    await chmod(scratch, 0o755);
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  // Only root meets this: PostgreSQL then runs as `postgres`, who cannot enter a 0700 home.
  it.runIf(asRoot)(
    "serves as root from a checkout inside a 0700 folder (binaries and cluster move where postgres can reach them)",
    async () => {
      // The checkout's copy sits beside the real one so hard links work (same file system).
      await mkdir(path.join(ROOT, ".data"), { recursive: true });
      const home = await mkdtemp(path.join(ROOT, ".data", "private-home-"));
      await chmod(home, 0o700);
      try {
        const app = path.join(home, "app");
        await mkdir(path.join(app, "server"), { recursive: true });
        for (const part of ["node_modules", "server/dist", "package.json"]) {
          try {
            execFileSync("cp", ["-al", path.join(ROOT, part), path.join(app, part)]);
          } catch {
            execFileSync("cp", ["-a", path.join(ROOT, part), path.join(app, part)]);
          }
        }
        const sharedDir = path.join(scratch, "shared");
        const env = {
          PORT: String(await freePort()),
          EMBEDDED_PG_SHARED_DIR: sharedDir,
          WEB_DIST: path.join(home, "no-web-build"),
          LOG_LEVEL: "info",
        };
        const server = runServer(env, path.join(app, "server/dist/main.js"));
        await server.waitFor("SkyCharter is running at", 90_000);
        expect(await offerCount(env.PORT)).toBe(6);
        expect(server.output()).toContain("the embedded cluster lives in the shared folder");
        expect(await stopped(server)).toBe(0);

        // A restart finds the relocated cluster again: same data, no second copy of the binaries.
        const again = runServer(env, path.join(app, "server/dist/main.js"));
        await again.waitFor("SkyCharter is running at", 60_000);
        expect(again.output()).not.toContain("copied the PostgreSQL binaries");
        expect(await offerCount(env.PORT)).toBe(6);
        expect(await stopped(again)).toBe(0);
      } finally {
        await rm(home, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it("takes a free port when the usual one is taken, refuses a second copy on the same folder, and recovers from a killed server", async () => {
    const dataDir = path.join(scratch, "ports");
    const usual = await listenOn(54329); // null: something else already holds it, which is the same case
    try {
      const env = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        WEB_DIST: path.join(dataDir, "no-web-build"),
        LOG_LEVEL: "info",
      };
      const first = runServer(env);
      await first.waitFor("SkyCharter is running at", 90_000);
      expect(first.output()).toContain("the usual embedded PostgreSQL port is taken; using a free one");
      expect(await offerCount(env.PORT)).toBe(6);

      const second = runServer({ ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(
        `Cannot start: another copy of the server (pid ${first.child.pid}) is running the embedded database in ${path.join(dataDir, "postgres")}: stop it, give this copy its own DATA_DIR, or set DATABASE_URL to use a PostgreSQL of your own`,
      );

      // kill -9 leaves PostgreSQL running without its server; the next start stops it and carries on.
      first.child.kill("SIGKILL");
      await first.exited;
      const third = runServer(env);
      await third.waitFor("SkyCharter is running at", 90_000);
      expect(third.output()).toContain("stopping an embedded PostgreSQL left running by a server that is gone");
      expect(await offerCount(env.PORT)).toBe(6);
      expect(await stopped(third)).toBe(0);
    } finally {
      usual?.close();
    }
  }, 180_000);

  it("names EMBEDDED_PG_PORT in one line when the port it sets is taken", async () => {
    const taken = await freePort();
    const holder = await listenOn(taken);
    try {
      const server = runServer({ DATA_DIR: path.join(scratch, "taken"), EMBEDDED_PG_PORT: String(taken), PORT: "0" });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(
        `Cannot start: port ${taken} for the embedded PostgreSQL is taken: set EMBEDDED_PG_PORT to a free port, leave it unset to pick one, or set DATABASE_URL to use a PostgreSQL of your own`,
      );
    } finally {
      holder?.close();
    }
  });
});

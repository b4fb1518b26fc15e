// `npm run bench:web`: builds for production (skip with --no-build), serves the build as `npm start`
// does on a throwaway DATA_DIR, runs Lighthouse's mobile preset on the key public pages and writes
// bench/web-results.md. Figures, not a test: a missed target is marked, never a failure exit.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "../bench/lib.mjs";
import { measureWeb, webReport } from "../bench/web.mjs";

const RUNS = Number(process.env.BENCH_RUNS || 3);
if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
const report = webReport(await measureWeb(RUNS), RUNS);
await writeFile(path.join(ROOT, "bench", "web-results.md"), report);
console.log(`\n${report}`);

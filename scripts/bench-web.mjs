// `npm run bench:web`: builds for production (skip with --no-build), serves the build as `npm start`
// does on a throwaway DATA_DIR and measures a first visit (bench/web.mjs): Lighthouse's mobile
// preset on the key public pages in English and Arabic, cold and warm, and how soon the public
// forms answer input. Writes bench/web-results.md. Figures, not a test: a missed target is marked,
// never a failure exit. BENCH_RUNS sets the runs per page (3).
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "../bench/lib.mjs";
import { measureWeb, webReport } from "../bench/web.mjs";

const runs = Number(process.env.BENCH_RUNS || 3);
if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
const report = webReport(await measureWeb({ runs }));
await writeFile(path.join(ROOT, "bench", "web-results.md"), report);
console.log(`\n${report}`);

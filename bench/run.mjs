// `npm run bench`: builds once, runs every bench module in turn on this machine and writes
// bench/results.md — each figure beside its baseline (measured in the same run) and its target.
// `npm run bench -- api-overhead export` runs only those modules. Figures, not a test: a missed
// target is marked ✗, never a failure exit; a module that crashes is reported as not measured.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT, sectionTable } from "./lib.mjs";

// Order matters a little: start-up measures a build after install first, the rest reuse it.
const MODULES = [
  "startup",
  "api-overhead",
  "public-content",
  "airport-search",
  "public-pages",
  "staff-list",
  "staff-search",
  "fanout",
  "live-board",
  "export",
  "web",
  "signed-in",
];

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = wanted.filter((name) => !MODULES.includes(name));
if (unknown.length) {
  console.error(`Unknown bench module(s): ${unknown.join(", ")}. Known: ${MODULES.join(", ")}.`);
  process.exit(1);
}
const selected = wanted.length ? MODULES.filter((name) => wanted.includes(name)) : MODULES;

const table = sectionTable;

const started = Date.now();
const sections = [];
if (!selected.includes("startup") && !process.argv.includes("--no-build"))
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
for (const name of selected) {
  const moduleStarted = Date.now();
  console.log(`\n▶ bench: ${name}`);
  try {
    const { run } = await import(`./${name}.mjs`);
    const section = await run({});
    section.title += ` (${((Date.now() - moduleStarted) / 1000).toFixed(0)} s)`;
    sections.push(section);
    console.log(table(section));
  } catch (error) {
    console.error(`bench ${name} failed:`, error);
    sections.push({
      title: `${name}: not measured`,
      rows: [],
      notes: [`The module failed: ${String(error?.message ?? error).split("\n")[0]}`],
    });
  }
}

// The 100,000-lead database some modules shared (bench/big-database.mjs) is not needed any more.
await import("./big-database.mjs").then(({ stopBigDatabase }) => stopBigDatabase());

const cpu = os.cpus();
const header = [
  "# SkyCharter benchmarks",
  "",
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${os.platform()} ${os.release()}; the whole run took ${((Date.now() - started) / 60000).toFixed(1)} min.`,
  "Baselines run in the same process, side by side, so read the ratios: absolute figures move with the machine's load.",
  "✓ meets the target, ✗ misses it.",
];
const report = [header.join("\n"), ...sections.map(table)].join("\n\n") + "\n";
if (wanted.length) {
  console.log("\nOnly some modules ran: bench/results.md is left as it was.");
} else {
  await writeFile(path.join(ROOT, "bench", "results.md"), report);
  console.log(`\n${report}\nWritten to bench/results.md.`);
}

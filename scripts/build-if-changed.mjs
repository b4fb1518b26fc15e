// `npm start` builds only what changed since the last build: the server (tsc) and the web app
// (vite for the browser and the server entry, compression) each keep a hash of their inputs beside their output, and a part
// whose inputs hash the same is not rebuilt. A failed build writes no hash, so it runs again.
// The stamp also holds the output's modification time, so a build made another way (say
// `npm run build:server` on other sources) is not taken for the one the hash describes.
// `npm run build` builds everything and stamps it (`--force`); `--only server` looks at one part
// (the API tests' setup, which starts the compiled server).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const force = process.argv.includes("--force");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt === -1 ? null : process.argv[onlyAt + 1];

// Everything a part's output depends on; folders are walked, generated folders skipped.
const SHARED = ["package.json", "package-lock.json", "tsconfig.json"];
const PARTS = [
  {
    name: "server",
    script: "build:server",
    output: "server/dist",
    marker: "server/dist/main.js",
    inputs: [...SHARED, "server/tsconfig.json", "server/src"],
    // tsconfig excludes tests from the build, so editing a test does not rebuild the server.
    skip: (file) => file.endsWith(".test.ts"),
  },
  {
    name: "web",
    script: "build:web",
    output: "web/dist",
    marker: "web/dist/index.html",
    inputs: [...SHARED, "web", "scripts/page-styles.mjs", "scripts/compress-dist.mjs"],
    skip: (file) => file.endsWith(".test.ts") || file.endsWith(".test.tsx"),
  },
];
const GENERATED = new Set(["node_modules", "dist", "dist-ssr"]);
const STAMP = ".inputs-hash";

async function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true, recursive: true }).catch(() => null);
  if (!entries) return [relative]; // a file, not a folder
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((segment) => GENERATED.has(segment)));
}

async function inputsHash(part) {
  const hash = createHash("sha256");
  const files = (await Promise.all(part.inputs.map(filesUnder)))
    .flat()
    .filter((file) => !part.skip(file))
    .toSorted();
  for (const file of files) {
    hash
      .update(file)
      .update("\0")
      .update(await readFile(path.join(root, file)))
      .update("\0");
  }
  // Vite bakes VITE_* variables into the bundle, so they are inputs too.
  for (const [key, value] of Object.entries(process.env)
    .filter(([key]) => key.startsWith("VITE_"))
    .toSorted()) {
    hash.update(`${key}=${value}\0`);
  }
  return hash.digest("hex");
}

const outputTime = (part) =>
  stat(path.join(root, part.marker)).then(
    (info) => String(info.mtimeMs),
    () => "missing",
  );

for (const part of PARTS.filter((candidate) => !only || candidate.name === only)) {
  const stamp = path.join(root, part.output, STAMP);
  const hash = await inputsHash(part);
  const built = await readFile(stamp, "utf8").catch(() => "");
  if (!force && built.trim() === `${hash} ${await outputTime(part)}`) {
    console.log(`${part.name}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${part.name}: building (${built ? "inputs changed" : "no previous build"})`);
  execFileSync("npm", ["run", "--silent", part.script], { cwd: root, stdio: "inherit" });
  await writeFile(stamp, `${hash} ${await outputTime(part)}\n`);
}

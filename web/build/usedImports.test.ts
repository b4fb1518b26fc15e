import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build, type Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usedClosure, usedImports, type ChunkingContext } from "./usedImports.ts";

// A small library and its pages, built for real: what each page needs is read as the chunking does.
const files = {
  "a.js": "export const a = 'a';",
  "b.js": "export const b = 'b';",
  "effect.js": "globalThis.touched = true;",
  // An index of re-exports, by name and by star, with an import for effect.
  "index.js": "import './effect.js';\nexport { a } from './a.js';\nexport { b as bee } from './b.js';",
  "stars.js": "export * from './a.js';\nexport * from './b.js';",
  // A module with code of its own needs everything it imports.
  "own.js": "import { a } from './a.js';\nimport { b } from './b.js';\nexport const both = a + b;",
  "page-a.js": "import { a } from './index.js';\nconsole.log(a);",
  "page-star.js": "import { b } from './stars.js';\nconsole.log(b);",
  "page-own.js": "import { both } from './own.js';\nconsole.log(both);",
  "page-all.js": "import * as lib from './index.js';\nconsole.log(lib);",
};

let dir: string;
const closures = new Map<string, string[]>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "used-imports-"));
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  const pages = Object.keys(files).filter((name) => name.startsWith("page-"));
  const record: Plugin = {
    name: "record-closures",
    buildEnd() {
      for (const page of pages) {
        const needed = usedClosure(path.join(dir, page), this as unknown as ChunkingContext);
        closures.set(page, [...needed].map((id) => path.basename(id)).toSorted());
      }
    },
  };
  await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [usedImports(), record],
    build: {
      write: false,
      rolldownOptions: { input: Object.fromEntries(pages.map((page) => [page, path.join(dir, page)])) },
    },
  });
}, 30_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("usedClosure", () => {
  it("follows an index only for the names asked of it, and its imports for effect", () => {
    expect(closures.get("page-a.js")).toEqual(["a.js", "effect.js", "index.js", "page-a.js"]);
  });

  it("follows a star re-export only to the modules that provide the name", () => {
    expect(closures.get("page-star.js")).toEqual(["b.js", "page-star.js", "stars.js"]);
  });

  it("takes everything a module with code of its own imports", () => {
    expect(closures.get("page-own.js")).toEqual(["a.js", "b.js", "own.js", "page-own.js"]);
  });

  it("takes the whole index for a namespace import", () => {
    expect(closures.get("page-all.js")).toEqual(["a.js", "b.js", "effect.js", "index.js", "page-all.js"]);
  });
});

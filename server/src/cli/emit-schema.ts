import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../config.js";
import { createSchema, printSchemaFile } from "../graphql/schema.js";

// `npm run schema` writes ../schema.graphql; `--check` fails when the committed file is stale.
const target = path.join(projectRoot, "schema.graphql");
const sdl = printSchemaFile(await createSchema());

if (process.argv.includes("--check")) {
  const committed = await readFile(target, "utf8").catch(() => "");
  if (committed !== sdl) {
    console.error("schema.graphql is stale: run `npm run schema` and commit the result.");
    process.exit(1);
  }
  console.log("schema.graphql is up to date.");
} else {
  await writeFile(target, sdl);
  console.log(`wrote ${path.relative(process.cwd(), target) || target}`);
}

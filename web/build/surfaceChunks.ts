import path from "node:path";
import { fileURLToPath } from "node:url";

// How the signed-in app (web/src/app/vite.config.ts) is cut into files: one for what the entry
// needs to ask for the first data (appEntry.ts), one for what every page of the app needs to
// start (boot.tsx), one per surface for the code only that surface reaches (its
// frame, its pages and their libraries), and one for what both surfaces share. A customer never
// loads the back office's file, nor staff the customer area's. What only the public pages reach in
// the app (a signed-in person moving to one) keeps rolldown's own splitting.

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const src = fileURLToPath(new URL("../src/", import.meta.url));
const boot = path.join(src, "boot.tsx");
const entry = path.join(src, "appEntry.ts");
// Picks the language and starts loading its messages: with the entry, so the messages come as early as the data.
const locale = path.join(src, "i18n", "bootstrapLocale.ts");
const surfaceOfFile = (id: string): "backoffice" | "customer" | "other" =>
  id.startsWith(path.join(src, "backoffice") + path.sep)
    ? "backoffice"
    : id.startsWith(path.join(src, "customer") + path.sep)
      ? "customer"
      : "other";

/** The modules `from` reaches by static imports, itself included. */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Per module, the lazily loaded modules that reach it; the app's start-up modules apart. */
function classify(ctx: ChunkingContext) {
  const start = new Set([...staticClosure(entry, ctx), ...staticClosure(locale, ctx)]);
  const core = staticClosure(boot, ctx);
  const reachedBy = new Map<string, Set<string>>();
  // Every lazily loaded module (a page, a frame, a dialog loaded on demand) and what it reaches.
  const lazyRoots = new Set<string>();
  const stack = [boot];
  const visited = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      lazyRoots.add(next);
      stack.push(next);
    }
    stack.push(...(info?.importedIds ?? []));
  }
  for (const root of lazyRoots) {
    for (const id of staticClosure(root, ctx)) {
      if (core.has(id)) continue;
      if (!reachedBy.has(id)) reachedBy.set(id, new Set());
      reachedBy.get(id)!.add(root);
    }
  }
  return { start, core, reachedBy };
}

let cached: { ctx: ChunkingContext; result: ReturnType<typeof classify> } | null = null;

function chunkOf(id: string, ctx: ChunkingContext): string | null {
  if (cached?.ctx !== ctx) cached = { ctx, result: classify(ctx) };
  const { core, reachedBy } = cached.result;
  if (core.has(id)) return "app";
  const roots = reachedBy.get(id);
  // What one page (or one dialog loaded on demand) alone needs stays in that page's file.
  if (!roots || roots.size < 2) return null;
  const surfaces = new Set([...roots].map(surfaceOfFile));
  if (surfaces.has("other")) return null;
  return surfaces.size === 2 ? "signed-in" : [...surfaces][0]!;
}

/** The entry's own imports (the first data's queries): they come first, before the app's code. */
function firstDataChunk(id: string, ctx: ChunkingContext): string | null {
  if (cached?.ctx !== ctx) cached = { ctx, result: classify(ctx) };
  return cached.result.start.has(id) ? "first-data" : null;
}

export function surfaceChunks() {
  return [
    { name: firstDataChunk, priority: 3 },
    // React changes far less often than the app: its own file stays cached across releases.
    { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    { name: chunkOf, priority: 1 },
  ];
}

import path from "node:path";
import { fileURLToPath } from "node:url";
import { usedClosure, type ChunkingContext } from "./usedImports.ts";

// How the signed-in app (web/src/app/vite.config.ts) is cut into files: one for what the entry
// needs to ask for the first data (appEntry.ts), one for what every page of the app needs to
// start (boot.tsx), one per surface for the code only that surface reaches (its
// frame, its pages and their libraries), one for what both surfaces need as they open, and one per
// surface for what it needs as it opens and the other only on some pages. A customer never loads
// the back office's file, nor staff the customer area's. What only the public pages reach in the
// app (a signed-in person moving to one) keeps rolldown's own splitting.

const src = fileURLToPath(new URL("../src/", import.meta.url));
const boot = path.join(src, "boot.tsx");
const entry = path.join(src, "appEntry.ts");
// Picks the language and starts loading its messages: with the entry, so the messages come as early as the data.
const locale = path.join(src, "i18n", "bootstrapLocale.ts");
// The surfaces' frames (app/router/surfaceFrames.ts): every page of a surface loads its frame's file.
const frames = new Set([
  path.join(src, "customer", "layout", "CustomerLayout.tsx"),
  path.join(src, "backoffice", "layout", "BackOfficeLayout.tsx"),
]);
// Where each surface opens after signing in (auth/paths.ts): what both need there, with their
// frames, is in the file both load first.
const homes = [
  path.join(src, "customer", "dashboard", "CustomerDashboardPage.tsx"),
  path.join(src, "backoffice", "leads", "board", "AdminDashboardPage.tsx"),
];
const starts = new Set([...frames, ...homes]);
const surfaceOfFile = (id: string): "backoffice" | "customer" | "other" =>
  id.startsWith(path.join(src, "backoffice") + path.sep)
    ? "backoffice"
    : id.startsWith(path.join(src, "customer") + path.sep)
      ? "customer"
      : "other";

// What a module needs is what it uses (usedImports.ts): a library's index brings only the parts asked of it.
const staticClosure = usedClosure;

/** Per module, the lazily loaded modules that reach it; the app's start-up modules apart. */
function classify(ctx: ChunkingContext) {
  const start = new Set([...staticClosure(entry, ctx), ...staticClosure(locale, ctx)]);
  const core = staticClosure(boot, ctx);
  const reachedBy = new Map<string, Set<string>>();
  // Every lazily loaded module (a page, a frame, a dialog loaded on demand) and what it reaches.
  const closures = new Map<string, Set<string>>([[boot, core]]);
  const roots = [boot];
  for (let i = 0; i < roots.length; i++) {
    for (const used of closures.get(roots[i]!)!)
      for (const next of ctx.getModuleInfo(used)?.dynamicallyImportedIds ?? []) {
        if (closures.has(next)) continue;
        closures.set(next, staticClosure(next, ctx));
        roots.push(next);
      }
  }
  for (const [root, closure] of closures) {
    if (root === boot) continue;
    for (const id of closure) {
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
  // What some pages share but neither a frame nor a home page needs is left to rolldown, which puts
  // it in a file per set of pages that use it: in a surface's file, every page would load it
  // whether it uses it or not.
  if (![...roots].some((root) => starts.has(root))) return null;
  // A part public pages use as well goes with the surfaces that use it: left to rolldown, it was
  // taken into whichever surface's file imported it first, and the other surface loaded that file.
  const surfaces = new Set([...roots].map(surfaceOfFile).filter((surface) => surface !== "other"));
  if (surfaces.size === 0) return null;
  if (surfaces.size === 1) return [...surfaces][0]!;
  // Both surfaces need it as they open (their frame or their home page): in the file both load.
  const startedBy = new Set([...roots].filter((root) => starts.has(root)).map(surfaceOfFile));
  if (startedBy.size === 2) return "signed-in";
  // One surface needs it as it opens, the other only on some of its pages (the sign-in forms: any
  // customer page may ask for a second factor; staff meet them in their account's cards): a file of
  // its own, which the first surface loads at once and the other only with those pages.
  return `${[...startedBy][0]!}-shared`;
}

/** The entry's own imports (the first data's queries): they come first, before the app's code. */
function firstDataChunk(id: string, ctx: ChunkingContext): string | null {
  if (cached?.ctx !== ctx) cached = { ctx, result: classify(ctx) };
  return cached.result.start.has(id) ? "first-data" : null;
}

/**
 * The chunks `chunkOf` names, one group each and in this order: a group takes the modules its
 * modules import along with them, so what both surfaces share is claimed before either surface's
 * file can take it (a customer would otherwise load the back office's file for a shared part).
 */
const claim =
  (...names: string[]) =>
  (id: string, ctx: ChunkingContext): string | null => {
    const chunk = chunkOf(id, ctx);
    return chunk && names.includes(chunk) ? chunk : null;
  };

export function surfaceChunks() {
  return [
    { name: firstDataChunk, priority: 6 },
    // React changes far less often than the app: its own file stays cached across releases.
    { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
    { name: claim("app"), priority: 4 },
    { name: claim("signed-in"), priority: 3 },
    { name: claim("customer-shared", "backoffice-shared"), priority: 2 },
    { name: claim("backoffice", "customer"), priority: 1 },
  ];
}

import { parseAstAsync, type Plugin } from "vite";

// Which modules a module really needs, for deciding chunks (surfaceChunks.ts). A module's
// `importedIds` list every module a library's index re-exports (Chakra's index re-exports some
// 300 components): following them put every component any page uses into the file the app
// starts with. Here an index (a module of re-exports only) is followed for the names asked of it.

type Names = readonly string[] | "all";

interface Links {
  /** Import declarations (side-effect imports ask for no name). */
  imports: { id: string; names: Names }[];
  /** `export { from as name } from id`; `from` "*" for `export * as name`. */
  reexports: { id: string; from: string; name: string }[];
  /** `export * from id`. */
  stars: string[];
  /** Whether the module has code of its own (not only imports and re-exports). */
  own: boolean;
}

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports?: readonly string[];
}
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const linksById = new Map<string, Links>();

interface Node {
  type: string;
  [key: string]: unknown;
}
const nameOf = (node: Node): string => String(node.type === "Literal" ? node.value : node.name);

/** Records each module's imports and re-exports as it is transformed (last, after TypeScript and JSX). */
export function usedImports(): Plugin {
  return {
    name: "skycharter:used-imports",
    apply: "build",
    enforce: "post",
    buildStart: () => linksById.clear(),
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split("?")[0]!) && !id.startsWith("\0")) return undefined;
      let program: { body: Node[] };
      try {
        program = (await parseAstAsync(code)) as unknown as { body: Node[] };
      } catch {
        return undefined; // Not plain JS: its importedIds count whole.
      }
      const links: Links = { imports: [], reexports: [], stars: [], own: false };
      const resolve = async (source: Node) => (await this.resolve(String(source.value), id))?.id;
      // An index may import a part and export it under a name (Chakra's `import * as x …; export { x as Menu }`).
      const bindings = new Map<string, { id: string; from: string }>();
      const localExports: Node[] = [];
      for (const node of program.body) {
        if (node.type === "ImportDeclaration") {
          if (node.importKind === "type") continue;
          const target = await resolve(node.source as Node);
          if (!target) continue;
          const specifiers = node.specifiers as Node[];
          for (const s of specifiers)
            bindings.set(nameOf(s.local as Node), {
              id: target,
              from:
                s.type === "ImportNamespaceSpecifier"
                  ? "*"
                  : s.type === "ImportDefaultSpecifier"
                    ? "default"
                    : nameOf(s.imported as Node),
            });
          links.imports.push({
            id: target,
            names: specifiers.some((s) => s.type === "ImportNamespaceSpecifier")
              ? "all"
              : specifiers.map((s) => (s.type === "ImportDefaultSpecifier" ? "default" : nameOf(s.imported as Node))),
          });
        } else if (node.type === "ExportNamedDeclaration" && node.source && !node.declaration) {
          const target = await resolve(node.source as Node);
          if (!target) continue;
          for (const s of node.specifiers as Node[])
            links.reexports.push({ id: target, from: nameOf(s.local as Node), name: nameOf(s.exported as Node) });
        } else if (node.type === "ExportAllDeclaration") {
          const target = await resolve(node.source as Node);
          if (!target) continue;
          if (node.exported) links.reexports.push({ id: target, from: "*", name: nameOf(node.exported as Node) });
          else links.stars.push(target);
        } else if (node.type === "ExportNamedDeclaration" && !node.declaration) {
          localExports.push(node);
        } else if (!(node.type === "ExpressionStatement" && typeof node.directive === "string")) {
          links.own = true;
        }
      }
      const exportedImports = localExports.flatMap((node) => node.specifiers as Node[]);
      if (!links.own && exportedImports.every((s) => bindings.has(nameOf(s.local as Node)))) {
        // Only re-exports: what it imports is asked for by name, except imports for effect.
        for (const s of exportedImports) {
          const binding = bindings.get(nameOf(s.local as Node))!;
          links.reexports.push({ id: binding.id, from: binding.from, name: nameOf(s.exported as Node) });
        }
        links.imports = links.imports.filter((i) => i.names !== "all" && i.names.length === 0);
      } else if (exportedImports.length) {
        links.own = true;
      }
      linksById.set(id, links);
      // An index of our own with nothing to run (no code, no import for effect) is marked so, as
      // libraries mark theirs in package.json: a file that takes one part through it then brings
      // only that part, not every part the index names.
      if (!links.own && links.imports.length === 0 && !id.includes("/node_modules/"))
        return { code, map: null, moduleSideEffects: false };
      return undefined;
    },
  };
}

/**
 * The modules `from` needs by static imports, itself included: a module with code of its own
 * needs all it imports; a module of re-exports only the ones behind the names asked of it.
 */
export function usedClosure(from: string, ctx: ChunkingContext): Set<string> {
  const needed = new Set<string>();
  const askedOfIndex = new Map<string, Set<string> | "all">();
  const queue: [string, Names][] = [[from, "all"]];
  const provides = (id: string, name: string) => ctx.getModuleInfo(id)?.exports?.includes(name) ?? true;
  while (queue.length) {
    const [id, names] = queue.pop()!;
    const links = linksById.get(id);
    if (!links || links.own) {
      if (needed.has(id)) continue;
      needed.add(id);
      if (!links) {
        for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push([dep, "all"]);
        continue;
      }
      for (const i of links.imports) queue.push([i.id, i.names]);
      for (const r of links.reexports) queue.push([r.id, r.from === "*" ? "all" : [r.from]]);
      for (const s of links.stars) queue.push([s, "all"]);
      continue;
    }
    // An index: only what is asked of it (and what it imports for effect).
    const asked = askedOfIndex.get(id);
    if (asked === "all") continue;
    const fresh = names === "all" ? "all" : names.filter((n) => !asked?.has(n));
    if (fresh !== "all" && fresh.length === 0 && needed.has(id)) continue;
    if (fresh === "all") askedOfIndex.set(id, "all");
    else askedOfIndex.set(id, new Set([...(asked ?? []), ...fresh]));
    needed.add(id);
    for (const i of links.imports) queue.push([i.id, i.names]);
    for (const r of links.reexports)
      if (fresh === "all" || fresh.includes(r.name)) queue.push([r.id, r.from === "*" ? "all" : [r.from]]);
    for (const s of links.stars) {
      const wanted = fresh === "all" ? "all" : fresh.filter((n) => n !== "default" && provides(s, n));
      if (wanted === "all" || wanted.length) queue.push([s, wanted]);
    }
  }
  return needed;
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst, transformWithOxc, type Plugin } from "vite";

// graphql-codegen writes every operation's document and hooks into one module
// (src/graphql/generated.ts). A bundler places a module in one chunk whole, so every document any
// page uses ended up in the file every page loads (about 450 KB of the signed-in app's start-up
// script). For the signed-in app's build this plugin serves each of that module's exports as a
// module of its own and points the app's imports at them: a page's documents go with the page.

const generated = fileURLToPath(new URL("../src/graphql/generated.ts", import.meta.url));
// How the app's modules name a part; resolved to a virtual module id.
const specifier = "virtual:generated/";
const resolvedPrefix = "\0generated:";

interface Part {
  code: string;
  uses: string[];
}

/** The generated module's top-level statements, one per exported (or shared) name. */
export async function splitGenerated(source: string): Promise<Map<string, Part>> {
  const { code } = await transformWithOxc(source, generated, { lang: "ts" });
  const program = parseAst(code);
  const statements: { name: string; text: string; exported: boolean }[] = [];
  const imports: string[] = [];
  for (const node of program.body) {
    const text = code.slice(node.start, node.end);
    if (node.type === "ImportDeclaration") {
      const from = String(node.source.value);
      // The hooks' module, by its absolute path: the parts are virtual modules with no folder.
      imports.push(text.replace(from, path.resolve(path.dirname(generated), from)));
      continue;
    }
    const exported = node.type === "ExportNamedDeclaration";
    const declaration = exported ? node.declaration : node;
    if (declaration?.type === "FunctionDeclaration" && declaration.id) {
      statements.push({ name: declaration.id.name, text, exported });
    } else if (declaration?.type === "VariableDeclaration" && declaration.declarations.length === 1) {
      const id = declaration.declarations[0]!.id;
      if (id.type !== "Identifier") throw new Error(`generated.ts: unexpected declaration ${text.slice(0, 80)}`);
      statements.push({ name: id.name, text, exported });
    } else {
      throw new Error(`generated.ts: unexpected statement ${text.slice(0, 80)}`);
    }
  }
  const names = new Set(statements.map((s) => s.name));
  const parts = new Map<string, Part>();
  for (const { name, text, exported } of statements) {
    const uses = [...new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])].filter((n) => n !== name && names.has(n));
    const body = [
      ...(text.includes("ApolloReactHooks") ? imports : []),
      ...uses.map((used) => `import { ${used} } from "${specifier}${used}";`),
      exported ? text : `export ${text}`,
    ];
    parts.set(name, { code: body.join("\n"), uses });
  }
  return parts;
}

const importPattern = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

export function operationModules(): Plugin {
  let parts: Promise<Map<string, Part>> | null = null;
  const partsOf = () => (parts ??= readFile(generated, "utf8").then(splitGenerated));
  return {
    name: "skycharter:operation-modules",
    apply: "build",
    enforce: "post",
    resolveId: (id) => (id.startsWith(specifier) ? resolvedPrefix + id.slice(specifier.length) : undefined),
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length);
      const part = (await partsOf()).get(name);
      if (!part) throw new Error(`generated.ts has no export ${name}`);
      return { code: part.code, moduleSideEffects: false };
    },
    transform: {
      filter: { code: "generated" },
      async handler(code, id) {
        if (id === generated || id.startsWith("\0") || id.includes("node_modules")) return undefined;
        let changed = false;
        const next = code.replace(importPattern, (whole, specifiers: string, _quote, from: string) => {
          if (!from.startsWith(".")) return whole;
          const target = path.resolve(path.dirname(id), from).replace(/\.ts$/, "");
          if (target !== generated.replace(/\.ts$/, "")) return whole;
          changed = true;
          return specifiers
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .map((s) => {
              const [imported] = s.split(/\s+as\s+/);
              return `import { ${s} } from "${specifier}${imported!.trim()}";`;
            })
            .join("\n");
        });
        if (!changed) return undefined;
        const known = await partsOf();
        for (const match of next.matchAll(/from "virtual:generated\/([\w$]+)"/g))
          if (!known.has(match[1]!)) this.error(`${id} imports ${match[1]} from generated.ts, which has no such value`);
        return { code: next, map: null };
      },
    },
  };
}

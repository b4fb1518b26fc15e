import { Kind, print, visit, type DocumentNode } from "graphql";
import { runnerImport, type Plugin } from "vite";
import type { FirstRequest } from "../src/app/firstData/firstRequests";

// The signed-in app's entry asks for a page's first data before any GraphQL library has loaded
// (web/src/app/firstData/firstData.ts): this prints those queries at build time, from the same
// documents the pages use (firstRequests.ts), as "virtual:first-queries".
const moduleId = "virtual:first-queries";
const resolvedId = `\0${moduleId}`;
const requestsSource = new URL("../src/app/firstData/firstRequests.ts", import.meta.url).pathname;

/**
 * The query as Apollo's cache sends it: a __typename in every selection set below the operation's
 * own (InMemoryCache's addTypenameToDocument), so the answer normalises as the page's would.
 */
export function queryText(document: DocumentNode): string {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } } as const;
  return print(
    visit(document, {
      SelectionSet(node, _key, parent) {
        if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"))) return undefined;
        return { ...node, selections: [...node.selections, typename] };
      },
    }),
  );
}

const operationName = (document: DocumentNode) =>
  document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? "";

export function firstQueries(): Plugin {
  return {
    name: "skycharter:first-queries",
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(requestsSource);
      const { module } = await runnerImport<{ firstRequestsByPath: Record<string, FirstRequest[]> }>(requestsSource);
      const printed = Object.fromEntries(
        Object.entries(module.firstRequestsByPath).map(([path, requests]) => [
          path,
          requests.map(({ document, variables }) => ({
            operationName: operationName(document),
            query: queryText(document),
            variables,
          })),
        ]),
      );
      return `export default ${JSON.stringify(printed)};`;
    },
  };
}

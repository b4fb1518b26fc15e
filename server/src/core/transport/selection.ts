import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

// Which fields a query asks of a connection's nodes, so a list can fetch what the page shows with
// its own rows (one statement) instead of one batch per nested field afterwards.

/** The fields directly under `selections`, through fragments and inline fragments. */
function fieldsOf(
  selections: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  into: FieldNode[] = [],
): FieldNode[] {
  for (const selection of selections?.selections ?? []) {
    if (selection.kind === "Field") into.push(selection);
    else if (selection.kind === "InlineFragment") fieldsOf(selection.selectionSet, fragments, into);
    else fieldsOf(fragments[selection.name.value]?.selectionSet, fragments, into);
  }
  return into;
}

/** The names of the fields asked of `edges { node { … } }` under the field being resolved. */
export function connectionNodeFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  for (const connection of info.fieldNodes) {
    for (const edges of fieldsOf(connection.selectionSet, info.fragments)) {
      if (edges.name.value !== "edges") continue;
      for (const node of fieldsOf(edges.selectionSet, info.fragments)) {
        if (node.name.value !== "node") continue;
        for (const field of fieldsOf(node.selectionSet, info.fragments)) names.add(field.name.value);
      }
    }
  }
  return names;
}

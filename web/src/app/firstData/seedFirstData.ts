import type { ApolloClient } from "@apollo/client";
import type { DocumentNode } from "graphql";
import { arrivedEarlyAnswer, firstDataPath, noteSeeded } from "./earlyAnswers";
import { firstRequestsByPath } from "./firstRequests";

const operationNameOf = (document: DocumentNode) =>
  document.definitions.find((definition) => definition.kind === "OperationDefinition")?.name?.value;

/**
 * Puts the early answers that have come into the cache before the first render, for the session
 * the app starts with: the page's first render then shows its data, instead of a loader, then the
 * frame, then the rows, each a render and a layout of its own. The page's own requests still go
 * out as its fetch policies say, and take the same answers (firstDataLink.ts).
 */
export function seedFirstData(client: ApolloClient, pathname: string, token: string | null | undefined): void {
  const requests = firstRequestsByPath[firstDataPath(pathname)];
  if (!requests || !token) return;
  for (const { document, variables } of requests) {
    const operationName = operationNameOf(document);
    const arrived = operationName ? arrivedEarlyAnswer(operationName) : undefined;
    if (!operationName || !arrived || arrived.answer.token !== token) continue;
    const { body } = arrived;
    if (!body?.data || body.errors) continue;
    try {
      client.writeQuery({ query: document, variables, data: body.data as Record<string, unknown> });
      noteSeeded(operationName);
    } catch {
      // An answer the cache cannot take: the page asks for it as it would have, through the link.
    }
  }
}
